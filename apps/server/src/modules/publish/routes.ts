import { apiSuccessSchema, publishPackBodySchema, publishPackSchema } from '@reelwright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { abortWhenClientLeaves } from '../../http/event-stream';
import type { PublishService } from './service';

export type PublishRoutesOptions = { publish: PublishService };

export const publishRoutes: FastifyPluginAsyncZod<PublishRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', app.authenticateAllowingApiToken);

  app.post(
    '/publish-pack',
    {
      schema: {
        summary: 'Titles, description with chapters, tags and hashtags for publishing a video',
        description:
          'From a project (its script, brief and voice-over section times) or the fields given directly. Counts under the per-user AI assist limit.',
        body: publishPackBodySchema,
        response: { 200: apiSuccessSchema(publishPackSchema) },
      },
    },
    async (request, reply) => {
      const signal = abortWhenClientLeaves(reply);
      return ok(await options.publish.publishPack(request.auth.userId, request.body, signal));
    },
  );
};
