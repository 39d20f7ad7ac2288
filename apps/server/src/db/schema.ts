import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One schema for both drivers (embedded PGlite and a PostgreSQL server). drizzle-kit turns
 * changes here into SQL migrations under `apps/server/drizzle/` (`npm run db:generate`).
 */

/** Facts about this installation (its id, when it was first started); keyed, small, rarely written. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored trimmed and lower-cased, so uniqueness is case-insensitive. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    subscription: text('subscription').notNull().default('free'),
    subscriptionStatus: text('subscription_status').notNull().default('active'),
    videosCreated: integer('videos_created').notNull().default(0),
    /** monthly or yearly while on a paid plan. */
    subscriptionInterval: text('subscription_interval'),
    subscriptionRenewsAt: timestamp('subscription_renews_at', { withTimezone: true }),
    billingCustomerId: text('billing_customer_id'),
    billingSubscriptionId: text('billing_subscription_id'),
    /** A downgrade waiting for the end of the paid period: the plan, its interval and when. */
    scheduledPlan: text('scheduled_plan'),
    scheduledInterval: text('scheduled_interval'),
    scheduledChangeAt: timestamp('scheduled_change_at', { withTimezone: true }),
    /** Stripe's subscription schedule carrying that downgrade. */
    billingScheduleId: text('billing_schedule_id'),
    /** Creation time of the newest billing event applied; older events arriving late are ignored. */
    billingEventAt: timestamp('billing_event_at', { withTimezone: true }),
    isDemo: boolean('is_demo').notNull().default(false),
    demoExpiresAt: timestamp('demo_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_demo_expiry')
      .on(table.demoExpiresAt)
      .where(sql`${table.isDemo}`),
    // The test-mode renewal sweep looks for paid periods that have ended.
    index('users_renewal')
      .on(table.subscriptionRenewsAt)
      .where(sql`${table.subscriptionRenewsAt} is not null`),
  ],
);

/** Rotating refresh tokens: one row per issued token, grouped in families (one per sign-in). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    /** SHA-256 of the token; the token itself only ever lives in the user's cookie. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when exchanged for a successor; presenting it again is reuse. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_unique').on(table.tokenHash),
    index('refresh_tokens_family').on(table.familyId),
    index('refresh_tokens_user').on(table.userId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('password_resets_hash_unique').on(table.tokenHash),
    index('password_resets_user').on(table.userId),
  ],
);

/** What a user consumed in one calendar month (UTC); `month` is that month's first day. */
export const usageMonths = pgTable(
  'usage_months',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    scriptsGenerated: integer('scripts_generated').notNull().default(0),
    audioGenerated: integer('audio_generated').notNull().default(0),
    thumbnailsGenerated: integer('thumbnails_generated').notNull().default(0),
    videosCreated: integer('videos_created').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.month] })],
);

/** Checkout sessions this app started, with either billing provider; proves who owns a session. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    planId: text('plan_id').notNull(),
    interval: text('interval').notNull(),
    priceId: text('price_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** open, paid or canceled (the test checkout's own state; Stripe keeps its own). */
    status: text('status').notNull().default('open'),
    /** When the plan was given to the user; set once, so a session is applied only once. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('checkout_sessions_user').on(table.userId)],
);

/** Billing webhook events already handled, recorded with their effect so a replay changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A creator's video project: the script studio's brief and script plus the later stages' documents. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    topic: text('topic').notNull().default(''),
    contentType: text('content_type').notNull(),
    language: text('language').notNull(),
    duration: text('duration').notNull(),
    keyPoints: jsonb('key_points').$type<string[]>().notNull().default([]),
    script: text('script').notNull().default(''),
    voiceOvers: jsonb('voice_overs').$type<unknown[]>().notNull().default([]),
    timeline: jsonb('timeline').$type<Record<string, unknown> | null>(),
    thumbnails: jsonb('thumbnails').$type<unknown[]>().notNull().default([]),
    /** `[{title, start}]` from 'Build my video': the script's sections as the video's chapters. */
    chapters: jsonb('chapters').$type<unknown[]>().notNull().default([]),
    /** The document shape this row was written in; older rows are migrated when read. */
    schemaVersion: integer('schema_version').notNull(),
    /** Grows by one on every saved change; an update names the revision it was based on. */
    revision: integer('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('projects_user_recent').on(table.userId, table.updatedAt.desc())],
);

/** Earlier scripts of a project (AI changes and autosave snapshots), the newest 50 kept. */
export const projectVersions = pgTable(
  'project_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The project's revision this script was saved in: orders versions, even within a second. */
    revision: integer('revision').notNull(),
    source: text('source').notNull(),
    script: text('script').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_versions_recent').on(table.projectId, table.revision.desc())],
);

/** Files the app made for a user (voice-overs…); the bytes live in the file store under `storageKey`. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What made it: `voice-over`… */
    kind: text('kind').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** The name a download is saved under. */
    filename: text('filename').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('files_user').on(table.userId)],
);

/** Generated thumbnails (the PNG is a `files` row); a project's history strip lists them. */
export const thumbnails = pgTable(
  'thumbnails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The studio project it was made for (kept when the project goes, as a loose thumbnail). */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** One request's variations share it. */
    generationId: uuid('generation_id').notNull(),
    variation: integer('variation').notNull(),
    prompt: text('prompt').notNull(),
    style: text('style').notNull(),
    provider: text('provider').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('thumbnails_user_created').on(table.userId, table.createdAt),
    index('thumbnails_project').on(table.projectId),
  ],
);

/**
 * A user's secrets for vendors (their own Gemini key), AES-256-GCM encrypted with the server's
 * key: `ciphertext`, its 12-byte `iv` and 16-byte `tag`; `last4` is all that is ever shown.
 */
export const userSecrets = pgTable(
  'user_secrets',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `gemini` */
    kind: text('kind').notNull(),
    ciphertext: text('ciphertext').notNull(),
    iv: text('iv').notNull(),
    tag: text('tag').notNull(),
    last4: text('last4').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/** 'Was this helpful?' answers of the help center (anonymous). */
export const helpFeedback = pgTable(
  'help_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the article's stable id in the help center's data */
    articleId: text('article_id').notNull(),
    helpful: boolean('helpful').notNull(),
    /** `en` or `ru`: the language the article was read in */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('help_feedback_article').on(table.articleId)],
);

/** 'Notify Me' sign-ups of the coming-soon pages; an email is kept once. */
export const notifySignups = pgTable('notify_signups', {
  email: text('email').primaryKey(),
  /** the page it came from, e.g. `terms` */
  source: text('source').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages sent with the contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Personal API tokens (Pro): kept only as the SHA-256 of the token, with its first characters
 * (`prefix`) to tell tokens apart in a list. Revoked tokens stay, marked, so a revoked token is
 * told apart from a mistyped one in the logs of whoever holds it.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute, so using a token does not mean a write per request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_tokens_hash_unique').on(table.tokenHash),
    index('api_tokens_user').on(table.userId, table.createdAt.desc()),
  ],
);

/** Pro's 'Request a call back': who asked, the number and time to call, and what about. */
export const callBackRequests = pgTable(
  'call_back_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    preferredTime: text('preferred_time').notNull(),
    topic: text('topic').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('call_back_requests_user').on(table.userId, table.createdAt.desc())],
);
