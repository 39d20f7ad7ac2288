import {
  apiSuccessSchema,
  contactBodySchema,
  notifyBodySchema,
  publicFormAnswerSchema,
} from '@reelwright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { PublicFormsService } from './service';

export type PublicFormsRoutesOptions = { forms: PublicFormsService };

const answer = apiSuccessSchema(publicFormAnswerSchema);

/** `/api/notify` and `/api/contact`: anonymous, limited per client address. */
export const publicFormsRoutes: FastifyPluginAsyncZod<PublicFormsRoutesOptions> = async (
  app,
  { forms },
) => {
  app.post(
    '/notify',
    {
      schema: {
        summary: 'Ask to be emailed when a coming-soon page is ready (an email is kept once)',
        body: notifyBodySchema,
        response: { 200: answer, 201: answer },
      },
    },
    async (request, reply) => {
      const { created, message } = await forms.notify(request.body, request.ip);
      return reply.code(created ? 201 : 200).send(ok({ message }));
    },
  );

  app.post(
    '/contact',
    {
      schema: {
        summary: 'Send a message to the team',
        body: contactBodySchema,
        response: { 201: answer },
      },
    },
    async (request, reply) => {
      const { message } = await forms.contact(request.body, request.ip);
      return reply.code(201).send(ok({ message }));
    },
  );
};
