CREATE TABLE "usage_months" (
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"scripts_generated" integer DEFAULT 0 NOT NULL,
	"audio_generated" integer DEFAULT 0 NOT NULL,
	"thumbnails_generated" integer DEFAULT 0 NOT NULL,
	"videos_created" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_months_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "usage_months" ADD CONSTRAINT "usage_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;