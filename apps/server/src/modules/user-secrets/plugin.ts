import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { createUserSecretsRepository } from './repository';
import { userSecretsRoutes } from './routes';
import { createSecretBox } from './secret-box';
import { createUserSecretsService, type UserSecretsService } from './service';

export type UserSecretsModuleOptions = {
  db: Db;
  /** SECRETS_KEY when configured, otherwise the JWT secret (the key is derived from it with HKDF). */
  serverSecret: string;
  /** The server has a Gemini key of its own (GEMINI_API_KEY). */
  serverGeminiKey: boolean;
};

/** Users' own vendor keys, encrypted at rest: `/api/settings/gemini-key` and `app.userSecrets`. */
async function userSecretsModule(app: FastifyInstance, options: UserSecretsModuleOptions) {
  const secrets = createUserSecretsService({
    repository: createUserSecretsRepository(options.db),
    box: createSecretBox(options.serverSecret),
    serverGeminiKey: options.serverGeminiKey,
    log: app.log,
  });
  await app.register(userSecretsRoutes, { prefix: '/api/settings', secrets });
  app.decorate('userSecrets', secrets);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Users' own vendor keys; `geminiKeyOf(userId)` gives the key in clear for server-side calls. */
    userSecrets: UserSecretsService;
  }
}

export default fp(userSecretsModule, { name: 'user-secrets', dependencies: ['auth'] });
