ALTER TABLE "users" ADD COLUMN "scheduled_plan" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "scheduled_interval" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "scheduled_change_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_schedule_id" text;--> statement-breakpoint
CREATE INDEX "users_renewal" ON "users" USING btree ("subscription_renews_at") WHERE "users"."subscription_renews_at" is not null;