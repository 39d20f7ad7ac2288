import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { systemClock, type Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { RateLimiters } from '../../http/rate-limiter';
import { createHelpRepository } from './repository';
import { helpRoutes } from './routes';
import { createHelpService } from './service';

export type HelpModuleOptions = {
  db: Db;
  clock?: Clock;
  /** Feedback answers allowed per client address in `feedbackWindowMs`. */
  feedbackLimit?: number;
  feedbackWindowMs?: number;
  rateLimits: RateLimiters;
};

/** The public help center's anonymous feedback under `/api/help`. */
async function helpModule(app: FastifyInstance, options: HelpModuleOptions) {
  const help = createHelpService({
    repository: createHelpRepository(options.db),
    feedbackLimiter: options.rateLimits.create('help-feedback', {
      limit: options.feedbackLimit ?? 20,
      windowMs: options.feedbackWindowMs ?? 10 * 60 * 1000,
    }),
    clock: options.clock ?? systemClock,
  });
  await app.register(helpRoutes, { prefix: '/api/help', help });
}

export default fp(helpModule, { name: 'help' });
