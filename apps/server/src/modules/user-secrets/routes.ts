import {
  apiSuccessSchema,
  geminiKeyBodySchema,
  geminiKeyStatusSchema,
} from '@reelwright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { UserSecretsService } from './service';

export type UserSecretsRoutesOptions = { secrets: UserSecretsService };

const statusResponse = apiSuccessSchema(geminiKeyStatusSchema);

/** `/api/settings/gemini-key`: the caller's own Gemini key. The key itself never goes back out. */
export const userSecretsRoutes: FastifyPluginAsyncZod<UserSecretsRoutesOptions> = async (
  app,
  { secrets },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/gemini-key',
    {
      schema: {
        summary:
          'Whether you saved a Gemini key (its last 4 characters) and whether the server has one',
        response: { 200: statusResponse },
      },
    },
    async (request) => ok(await secrets.geminiStatus(request.auth.userId)),
  );

  app.put(
    '/gemini-key',
    {
      schema: {
        summary: 'Save your own Gemini API key (stored encrypted; replaces an earlier one)',
        body: geminiKeyBodySchema,
        response: { 200: statusResponse },
      },
    },
    async (request) => ok(await secrets.saveGeminiKey(request.auth.userId, request.body.apiKey)),
  );

  app.delete(
    '/gemini-key',
    {
      schema: { summary: 'Forget your own Gemini API key', response: { 200: statusResponse } },
    },
    async (request) => ok(await secrets.deleteGeminiKey(request.auth.userId)),
  );
};
