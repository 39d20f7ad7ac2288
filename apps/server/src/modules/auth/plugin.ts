import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { RateLimiters } from '../../http/rate-limiter';
import type { Mailer } from '../mail/mailer';
import { createOutboxMailer } from '../mail/outbox-mailer';
import { createSmtpMailer } from '../mail/smtp-mailer';
import { startPeriodicTask } from '../../periodic-task';
import { createAccessTokens } from './access-tokens';
import authenticate from './authenticate';
import { createAuthRepository } from './repository';
import { authRoutes } from './routes';
import { createAuthService, type AuthService } from './service';
import type { UserCache } from './user-cache';
import type { UsageService } from '../usage/service';
import type { Usage } from '@reelwright/contracts';
import type { UserRow } from './repository';

export type AuthModuleOptions = {
  db: Db;
  clock: Clock;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  loginAttemptsPer15Min: number;
  appUrl: string;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Deletes expired demo accounts periodically; off in tests, which call the sweep directly. */
  sweep: boolean;
  users: UserCache<{ row: UserRow; usage: Usage }>;
  usage: UsageService;
  rateLimits: RateLimiters;
};

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Accounts and sessions: `app.authenticate` for protected routes, and `/api/auth/*`. */
async function authModule(app: FastifyInstance, options: AuthModuleOptions) {
  const tokens = createAccessTokens({
    secret: options.jwtSecret,
    ttlSeconds: options.accessTokenTtlSeconds,
  });
  const mailer: Mailer =
    options.smtpUrl === undefined
      ? createOutboxMailer({
          outboxDir: path.join(options.dataDir, 'outbox'),
          from: options.mailFrom,
          log: app.log,
        })
      : createSmtpMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom });
  const service = createAuthService({
    repository: createAuthRepository(options.db),
    tokens,
    mailer,
    clock: options.clock,
    users: options.users,
    usage: options.usage,
    loginLimiter: options.rateLimits.create('login', {
      limit: options.loginAttemptsPer15Min,
      windowMs: FIFTEEN_MINUTES,
    }),
    demoLimiter: options.rateLimits.create('demo', { limit: 20, windowMs: 60 * 60 * 1000 }),
    appUrl: options.appUrl,
    refreshTokenTtlMs: options.refreshTokenTtlDays * 24 * 60 * 60 * 1000,
    log: app.log,
  });

  await app.register(authenticate, { tokens });
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
