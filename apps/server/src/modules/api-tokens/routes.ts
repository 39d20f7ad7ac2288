import {
  apiSuccessSchema,
  apiTokenListSchema,
  createApiTokenBodySchema,
  createdApiTokenSchema,
  revokedApiTokenSchema,
} from '@reelwright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { ApiTokensService } from './service';

export type ApiTokensRoutesOptions = { tokens: ApiTokensService };

const tokenParams = z.object({ id: z.uuid({ error: 'This token id is not valid.' }) });

/**
 * `/api/tokens`: the caller's personal API tokens. Managed from a signed-in session only: a
 * token cannot mint or revoke tokens.
 */
export const apiTokensRoutes: FastifyPluginAsyncZod<ApiTokensRoutesOptions> = async (
  app,
  { tokens },
) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/',
    {
      schema: {
        summary: 'Create a personal API token (Pro); the answer is the only time it is shown',
        body: createApiTokenBodySchema,
        response: { 201: apiSuccessSchema(createdApiTokenSchema) },
      },
    },
    async (request, reply) => {
      const created = await tokens.create(request.auth.userId, request.body.name);
      // The token is in this body: no cache may keep it.
      void reply.header('cache-control', 'no-store');
      return reply.code(201).send(ok(created));
    },
  );

  app.get(
    '/',
    {
      schema: {
        summary: 'The caller’s active API tokens, newest first (never the tokens themselves)',
        response: { 200: apiSuccessSchema(apiTokenListSchema) },
      },
    },
    async (request) => ok({ tokens: await tokens.list(request.auth.userId) }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Revoke an API token: it stops working at once',
        params: tokenParams,
        response: { 200: apiSuccessSchema(revokedApiTokenSchema) },
      },
    },
    async (request) => ok({ token: await tokens.revoke(request.auth.userId, request.params.id) }),
  );
};
