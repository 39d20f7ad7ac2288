import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimiters } from '../../http/rate-limiter';
import { closeReferenceEngine } from './align';
import { ALIGNMENTS_PER_MINUTE, createAlignService } from './align-service';
import { captionsRoutes } from './routes';

export type CaptionsModuleOptions = { rateLimits: RateLimiters };

/** Offline alignment of a known text to speech under `/api/captions` (align). */
async function captionsModule(app: FastifyInstance, options: CaptionsModuleOptions) {
  const aligner = createAlignService({
    limiter: options.rateLimits.create('captions-align', {
      limit: ALIGNMENTS_PER_MINUTE,
      windowMs: 60_000,
    }),
    log: app.log,
  });
  app.addHook('onClose', () => closeReferenceEngine());
  await app.register(captionsRoutes, { prefix: '/api/captions', aligner });
}

export default fp(captionsModule, { name: 'captions', dependencies: ['auth', 'api-tokens'] });
