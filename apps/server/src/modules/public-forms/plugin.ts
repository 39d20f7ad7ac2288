import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { RateLimiters } from '../../http/rate-limiter';
import { createPublicFormsRepository } from './repository';
import { publicFormsRoutes } from './routes';
import { createPublicFormsService } from './service';

export type PublicFormsModuleOptions = {
  db: Db;
  /** Posts allowed per client address and form in each window. */
  postsPerWindow?: number;
  windowMs?: number;
  rateLimits: RateLimiters;
};

/** The public site's anonymous forms: `POST /api/notify` and `POST /api/contact`. */
async function publicFormsModule(app: FastifyInstance, options: PublicFormsModuleOptions) {
  const forms = createPublicFormsService({
    repository: createPublicFormsRepository(options.db),
    limiter: options.rateLimits.create('public-forms', {
      limit: options.postsPerWindow ?? 10,
      windowMs: options.windowMs ?? 10 * 60 * 1000,
    }),
  });
  await app.register(publicFormsRoutes, { prefix: '/api', forms });
}

export default fp(publicFormsModule, { name: 'public-forms' });
