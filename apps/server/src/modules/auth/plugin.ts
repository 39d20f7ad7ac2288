import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { RateLimiters } from '../../http/rate-limiter';
import { createMailer } from '../mail/create-mailer';
import { startPeriodicTask } from '../../periodic-task';
import { createAccessTokens } from './access-tokens';
import authenticate from './authenticate';
import { createAuthRepository } from './repository';
import { authRoutes } from './routes';
import { createAuthService, type AuthService, type CachedAccount } from './service';
import type { UserCache } from './user-cache';
import type { UsageService } from '../usage/service';

export type AuthModuleOptions = {
  db: Db;
  clock: Clock;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  loginAttemptsPer15Min: number;
  signUpsPerHour: number;
  appUrl: string;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Deletes expired demo accounts periodically; off in tests, which call the sweep directly. */
  sweep: boolean;
  users: UserCache<CachedAccount>;
  usage: UsageService;
  rateLimits: RateLimiters;
};

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
export const RESET_MAILS_PER_HOUR_PER_ADDRESS = 10;
export const RESET_MAILS_PER_HOUR_PER_EMAIL = 3;

/** Accounts and sessions: `app.authenticate` for protected routes, and `/api/auth/*`. */
async function authModule(app: FastifyInstance, options: AuthModuleOptions) {
  const tokens = createAccessTokens({
    secret: options.jwtSecret,
    ttlSeconds: options.accessTokenTtlSeconds,
  });
  const mailer = createMailer({
    smtpUrl: options.smtpUrl,
    dataDir: options.dataDir,
    from: options.mailFrom,
    log: app.log,
  });
  const service = createAuthService({
    repository: createAuthRepository(options.db),
    tokens,
    mailer,
    clock: options.clock,
    users: options.users,
    usage: options.usage,
    // These stop password guessing and free accounts or mail by the thousand: an outage of the
    // shared store must not lift them (503 rather than unlimited).
    loginLimiter: options.rateLimits.create('login', {
      limit: options.loginAttemptsPer15Min,
      windowMs: FIFTEEN_MINUTES,
      whenStoreFails: 'refuse',
    }),
    demoLimiter: options.rateLimits.create('demo', {
      limit: 20,
      windowMs: HOUR,
      whenStoreFails: 'refuse',
    }),
    registerLimiter: options.rateLimits.create('register', {
      limit: options.signUpsPerHour,
      windowMs: HOUR,
      whenStoreFails: 'refuse',
    }),
    resetMailLimiter: {
      byAddress: options.rateLimits.create('reset-mail-address', {
        limit: RESET_MAILS_PER_HOUR_PER_ADDRESS,
        windowMs: HOUR,
        whenStoreFails: 'refuse',
      }),
      byEmail: options.rateLimits.create('reset-mail-email', {
        limit: RESET_MAILS_PER_HOUR_PER_EMAIL,
        windowMs: HOUR,
        whenStoreFails: 'refuse',
      }),
    },
    appUrl: options.appUrl,
    refreshTokenTtlMs: options.refreshTokenTtlDays * 24 * 60 * 60 * 1000,
    log: app.log,
  });

  await app.register(authenticate, {
    tokens,
    checkSession: (token) => service.checkSession(token),
  });
  await app.register(authRoutes, { prefix: '/api/auth', auth: service });
  app.decorate('authService', service);

  if (options.sweep) {
    const stop = startPeriodicTask({
      name: 'expired demo account sweep',
      intervalMs: 10 * 60 * 1000,
      log: app.log,
      run: () => service.sweep(),
    });
    app.addHook('onClose', async () => stop());
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
  }
}

export default fp(authModule, { name: 'auth', dependencies: ['error-handler'] });
