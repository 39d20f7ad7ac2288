import { randomUUID } from 'node:crypto';
import path from 'node:path';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import secureJsonParse from 'secure-json-parse';
import type { BillingProviderName } from '@reelwright/contracts';
import { subscribeToInvalidations } from './cache-invalidation';
import { systemClock, type Clock } from './clock';
import type {
  AiConfig,
  ImagesConfig,
  S3Config,
  SocialLinks,
  TranscriptionConfig,
  TtsConfig,
} from './config';
import type { Database } from './db/client';
import { fastifyTrustProxy, type TrustProxy } from './trust-proxy';
import { AppError } from './http/app-error';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH, tooDeep } from './http/json-depth';
import { jsonTextHasNul, nulRejected, rejectNulInUrl } from './http/nul-character';
import { memoryRateLimiters } from './http/rate-limiter';
import { createRedisRateLimiters } from './http/redis-rate-limiter';
import { responseSerializerCompiler } from './http/response-serializer';
import accountModule from './modules/account/plugin';
import analyticsModule from './modules/analytics/plugin';
import apiDocsModule from './modules/api-docs/plugin';
import { createRouteRegistry } from './modules/api-docs/route-registry';
import apiTokensModule from './modules/api-tokens/plugin';
import authModule from './modules/auth/plugin';
import type { CachedAccount } from './modules/auth/service';
import { createUserCache } from './modules/auth/user-cache';
import { createFileStore } from './modules/files/create-file-store';
import audioModule from './modules/audio/plugin';
import paymentsModule from './modules/payments/plugin';
import type { StripeProviderOptions } from './modules/payments/providers/stripe-provider';
import projectsModule from './modules/projects/plugin';
import publicFormsModule from './modules/public-forms/plugin';
import publishModule from './modules/publish/plugin';
import scriptModule from './modules/script/plugin';
import statsModule from './modules/stats/plugin';
import supportModule from './modules/support/plugin';
import thumbnailsModule from './modules/thumbnails/plugin';
import transcriptionModule from './modules/transcription/plugin';
import captionsModule from './modules/captions/plugin';
import { alignTranscript } from './modules/captions/transcript-aligner';
import { alignVoiceOverWords } from './modules/captions/voice-over-aligner';
import { createUsageRepository } from './modules/usage/repository';
import { usageRoutes } from './modules/usage/routes';
import { createUsageService } from './modules/usage/service';
import { healthRoutes } from './modules/health/routes';
import helpModule from './modules/help/plugin';
import userSecretsModule from './modules/user-secrets/plugin';
import drainOnClose from './plugins/drain-on-close';
import errorHandler, { frameworkErrors } from './plugins/error-handler';
import responseHeaders from './plugins/response-headers';
import webApp from './plugins/web-app';

export type AppOptions = {
  database: Database;
  /** Signs access tokens. */
  jwtSecret: string;
  /** Local state: the mail outbox when no SMTP server is configured. */
  dataDir: string;
  /** Public address used in emailed links. */
  appUrl?: string;
  accessTokenTtlSeconds?: number;
  refreshTokenTtlDays?: number;
  loginAttemptsPer15Min?: number;
  /** New accounts per client address in an hour (default 5). */
  signUpsPerHour?: number;
  smtpUrl?: string | undefined;
  mailFrom?: string;
  /** Where support mail (call-back requests) goes; default support@reelwright.app. */
  supportEmail?: string;
  /** The site's social accounts, told to every page; unset ones are not shown. */
  socialLinks?: SocialLinks;
  clock?: Clock;
  /** Script writing with an LLM; without it the built-in offline writer. */
  ai?: AiConfig | undefined;
  /** Key points, improve and extend requests allowed per user per minute. */
  aiAssistsPerMinute?: number;
  /** Voice-over vendors besides the built-in voices. */
  tts?: TtsConfig;
  /** Image models for thumbnails besides the built-in compositor. */
  images?: ImagesConfig;
  /** Speech to text with word times for captions; without it the editor says what to configure. */
  transcription?: TranscriptionConfig | undefined;
  /** Tests point the speech-to-text provider at a local server speaking OpenAI's API. */
  transcriptionBaseUrl?: string;
  /** How long one transcription may take, retries included; default 5 minutes. */
  transcriptionTimeoutMs?: number;
  /** Further attempts after a 5xx, 429 or dropped connection; default 2. */
  transcriptionMaxRetries?: number;
  /** Encrypts users' own API keys at rest; unset derives the key from `jwtSecret`. */
  secretsKey?: string | undefined;
  /** Tests point the voice-over vendors at local servers speaking their APIs. */
  ttsBaseUrls?: { elevenlabs?: string; openai?: string };
  /** Tests point the image vendors at local servers speaking their APIs. */
  imageBaseUrls?: { gemini?: string; openai?: string };
  /** How long one voice-over vendor call may take, retries included; default 120 s. */
  ttsTimeoutMs?: number;
  /** How long one image vendor call may take; default 90 s (Gemini), 120 s (OpenAI). */
  imageTimeoutMs?: number;
  /**
   * Who sells the paid plans (config's BILLING_PROVIDER): `stripe` (with `stripe`), `test` (the
   * offline checkout that charges nothing) or `none`. Unset: `stripe` when `stripe` is given,
   * otherwise `none`; the test checkout is only ever used when asked for by name.
   */
  billing?: BillingProviderName;
  /** Card payments through Stripe: its keys and prices. */
  stripe?: StripeProviderOptions | undefined;
  /** Periodic jobs (demo account sweep, test-mode renewals, orphaned files); the server turns them on, tests call them directly. */
  backgroundJobs?: boolean;
  /** Shared Redis (`REDIS_URL`): rate limits count across instances; `/api/ready` checks it. The caller closes it. */
  redis?: Redis | undefined;
  /** Users' files in an S3-compatible bucket; `undefined` keeps them in `$DATA_DIR/files`. */
  s3?: S3Config | undefined;
  /** Built SPA directory; `undefined` serves the API only. */
  webDistDir?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** Which proxies may name the client's address (TRUST_PROXY; see trust-proxy.ts). */
  trustProxy?: TrustProxy;
  version?: string;
};

export const JSON_BODY_LIMIT = 1024 * 1024;

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the instance in a fixed order: external plugins, then app plugins, then routes. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    bodyLimit: JSON_BODY_LIMIT,
    // drain-on-close answers requests that arrive during shutdown, in the API's envelope.
    return503OnClosing: false,
    requestIdHeader: false,
    frameworkErrors,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  // Like Fastify's JSON parser, but an empty body (a bodiless POST that still says JSON) is
  // "no body" rather than an error; the route schema decides whether a body was required.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    if (jsonTextHasNul(text)) return done(nulRejected(), undefined);
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
    try {
      done(
        null,
        secureJsonParse.parse(text, undefined, {
          protoAction: 'error',
          constructorAction: 'error',
        }),
      );
    } catch {
      done(new AppError(400, 'INVALID_JSON', 'The request body is not valid JSON.'), undefined);
    }
  });

  // External plugins.
  await app.register(drainOnClose);
  await app.register(responseHeaders);
  await app.register(cookie);
  await app.register(swagger, {
    openapi: { info: { title: 'Reelwright API', version: options.version ?? '0.0.0' } },
    transform: jsonSchemaTransform,
    // Schemas with an `id` in zod's registry (the timeline document) become named components.
    transformObject: jsonSchemaTransformObject,
  });
  // Before any route: it records each one (with its authentication) for the API reference.
  const routeRegistry = createRouteRegistry(app);
  app.addHook('onRoute', routeRegistry.record);

  // App plugins.
  await app.register(errorHandler);
  // After the security headers' hook, so its refusals carry them too.
  app.addHook('onRequest', rejectNulInUrl);
  await app.register(webApp, {
    distDir: options.webDistDir,
    // Every page says TEST MODE while the checkout that charges nothing is on.
    billingTestMode: options.billing === 'test',
    socialLinks: options.socialLinks ?? {},
  });
  const clock = options.clock ?? systemClock;
  const appUrl = options.appUrl ?? 'http://localhost:3000';
  const db = options.database.db;
  const rateLimits =
    options.redis === undefined
      ? memoryRateLimiters
      : createRedisRateLimiters({ redis: options.redis, log: app.log });
  // Who a user is, what they used this month and which of their sign-ins are live, cached
  // together for a few seconds; changes drop the entry at once, on every instance with Redis.
  let publishInvalidation: ((userId: string) => void) | undefined;
  const users = createUserCache<CachedAccount>({
    ttlMs: 5_000,
    maxEntries: 10_000,
    onInvalidate: (userId) => publishInvalidation?.(userId),
  });
  if (options.redis !== undefined) {
    const invalidations = await subscribeToInvalidations({
      redis: options.redis,
      channel: 'reelwright:users-changed',
      log: app.log,
      onInvalidate: (userId) => users.forgetLocally(userId),
    });
    publishInvalidation = invalidations.publish;
    app.addHook('onClose', async () => invalidations.close());
  }
  // Users' files (voice-overs, thumbnails): one store for every module that writes or removes them.
  const fileStore = await createFileStore({
    s3: options.s3,
    localRoot: path.join(options.dataDir, 'files'),
  });
  app.addHook('onClose', async () => fileStore.close());
  const usageRepository = createUsageRepository(db);
  const usage = createUsageService({
    repository: usageRepository,
    clock,
    subscriptionOf: usageRepository.subscriptionOf,
    onChange: (userId) => users.invalidate(userId),
  });
  await app.register(authModule, {
    db,
    clock,
    users,
    usage,
    jwtSecret: options.jwtSecret,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 900,
    refreshTokenTtlDays: options.refreshTokenTtlDays ?? 30,
    loginAttemptsPer15Min: options.loginAttemptsPer15Min ?? 10,
    signUpsPerHour: options.signUpsPerHour ?? 5,
    appUrl,
    dataDir: options.dataDir,
    smtpUrl: options.smtpUrl,
    mailFrom: options.mailFrom ?? 'Reelwright <no-reply@reelwright.local>',
    sweep: options.backgroundJobs ?? false,
    rateLimits,
  });
  await app.register(accountModule, {
    db,
    clock,
    users,
    fileStore,
    rateLimits,
  });
  await app.register(userSecretsModule, {
    db,
    serverSecret: options.secretsKey ?? options.jwtSecret,
    serverGeminiKey: options.images?.gemini !== undefined,
  });
  // Before the routes that accept personal API tokens (script, voice-over, thumbnails, projects).
  await app.register(apiTokensModule, { db, clock });

  // Routes.
  await app.register(usageRoutes, { prefix: '/api/usage', usage, db });
  await app.register(paymentsModule, {
    db,
    clock,
    appUrl,
    billing: options.billing ?? (options.stripe === undefined ? 'none' : 'stripe'),
    stripe: options.stripe,
    renewals: options.backgroundJobs ?? false,
    onUserChange: (userId) => users.invalidate(userId),
  });
  await app.register(scriptModule, {
    ai: options.ai,
    usage,
    rateLimits,
    ...(options.aiAssistsPerMinute ? { assistsPerMinute: options.aiAssistsPerMinute } : {}),
  });
  await app.register(projectsModule, { db, clock });
  await app.register(publishModule, { db, clock, ai: options.ai });
  await app.register(audioModule, {
    db,
    clock,
    fileStore,
    usage,
    subscriptionOf: usageRepository.subscriptionOf,
    tts: options.tts ?? { elevenlabs: undefined, openai: undefined },
    sweep: options.backgroundJobs ?? false,
    ...(options.ttsBaseUrls ? { vendorBaseUrls: options.ttsBaseUrls } : {}),
    ...(options.ttsTimeoutMs ? { vendorTimeoutMs: options.ttsTimeoutMs } : {}),
    // OpenAI speech gives no word times: the captions module's offline aligner finds them.
    alignWords: alignVoiceOverWords,
  });
  // After audio: thumbnails are the user's files, which that module serves.
  await app.register(thumbnailsModule, {
    db,
    clock,
    usage,
    rateLimits,
    images: options.images,
    geminiKeyOf: (userId) => app.userSecrets.geminiKeyOf(userId),
    ...(options.imageBaseUrls ? { vendorBaseUrls: options.imageBaseUrls } : {}),
    ...(options.imageTimeoutMs ? { vendorTimeoutMs: options.imageTimeoutMs } : {}),
  });
  await app.register(transcriptionModule, {
    transcription: options.transcription,
    rateLimits,
    // Models without word times (gpt-4o-transcribe): the transcript is aligned offline.
    aligner: alignTranscript,
    ...(options.transcriptionBaseUrl ? { vendorBaseUrl: options.transcriptionBaseUrl } : {}),
    ...(options.transcriptionTimeoutMs ? { vendorTimeoutMs: options.transcriptionTimeoutMs } : {}),
    ...(options.transcriptionMaxRetries !== undefined
      ? { vendorMaxRetries: options.transcriptionMaxRetries }
      : {}),
  });
  await app.register(captionsModule, { rateLimits });
  await app.register(helpModule, { db, clock, rateLimits });
  await app.register(healthRoutes, {
    prefix: '/api',
    database: options.database,
    redis: options.redis,
    version: options.version ?? '0.0.0',
  });
  await app.register(statsModule, { db, clock });
  await app.register(analyticsModule, {
    db,
    clock,
    subscriptionOf: usageRepository.subscriptionOf,
  });
  await app.register(publicFormsModule, { db, rateLimits });
  await app.register(supportModule, {
    db,
    rateLimits,
    dataDir: options.dataDir,
    smtpUrl: options.smtpUrl,
    mailFrom: options.mailFrom ?? 'Reelwright <no-reply@reelwright.local>',
    supportEmail: options.supportEmail ?? 'support@reelwright.app',
  });
  await app.register(apiDocsModule, { routes: routeRegistry });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
