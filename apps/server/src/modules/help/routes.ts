import {
  apiSuccessSchema,
  helpFeedbackBodySchema,
  helpFeedbackResultSchema,
} from '@reelwright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { HelpService } from './service';

export type HelpRoutesOptions = { help: HelpService };

export const helpRoutes: FastifyPluginAsyncZod<HelpRoutesOptions> = async (app, options) => {
  const { help } = options;

  app.post(
    '/feedback',
    {
      schema: {
        summary: "Record an anonymous 'Was this helpful?' answer about a help article",
        description: 'Limited per client address; over the limit 429 `RATE_LIMITED`.',
        body: helpFeedbackBodySchema,
        response: { 201: apiSuccessSchema(helpFeedbackResultSchema) },
      },
    },
    async (request, reply) => {
      const result = await help.recordFeedback(request.body, request.ip);
      return reply.code(201).send(ok(result));
    },
  );
};
