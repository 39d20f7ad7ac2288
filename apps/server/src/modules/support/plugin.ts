import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { RateLimiters } from '../../http/rate-limiter';
import { createMailer } from '../mail/create-mailer';
import { createSupportRepository } from './repository';
import { supportRoutes } from './routes';
import { createSupportService } from './service';

export type SupportModuleOptions = {
  db: Db;
  rateLimits: RateLimiters;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /** Call-back requests allowed per user in each window (default 3 a day). */
  callBacksPerWindow?: number;
  windowMs?: number;
};

/** `POST /api/support/call-back`: Pro's call back on request. */
async function supportModule(app: FastifyInstance, options: SupportModuleOptions) {
  const support = createSupportService({
    repository: createSupportRepository(options.db),
    mailer: createMailer({
      smtpUrl: options.smtpUrl,
      dataDir: options.dataDir,
      from: options.mailFrom,
      log: app.log,
    }),
    supportEmail: options.supportEmail,
    limiter: options.rateLimits.create('call-back', {
      limit: options.callBacksPerWindow ?? 3,
      windowMs: options.windowMs ?? 24 * 60 * 60 * 1000,
    }),
    log: app.log,
  });
  await app.register(supportRoutes, { prefix: '/api', support });
}

export default fp(supportModule, { name: 'support', dependencies: ['auth'] });
