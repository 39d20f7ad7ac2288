import { apiSuccessSchema, callBackAnswerSchema, callBackBodySchema } from '@reelwright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { SupportService } from './service';

export type SupportRoutesOptions = { support: SupportService };

export const supportRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (
  app,
  { support },
) => {
  app.post(
    '/support/call-back',
    {
      onRequest: [app.authenticate],
      schema: {
        summary: 'Ask support to call you back (Pro); the request is kept and mailed to support',
        body: callBackBodySchema,
        response: { 201: apiSuccessSchema(callBackAnswerSchema) },
      },
    },
    async (request, reply) => {
      const message = await support.requestCallBack(request.auth.userId, request.body);
      return reply.code(201).send(ok({ message }));
    },
  );
};
