import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { createApiTokensRepository } from './repository';
import { apiTokensRoutes } from './routes';
import { createApiTokensService } from './service';

export type ApiTokensModuleOptions = { db: Db; clock: Clock };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook for the routes open to scripts and integrations (script, voice-over,
     * thumbnails, projects and their files): a personal API token (`Bearer rw_…`) of a Pro
     * user, or else what `app.authenticate` accepts. Elsewhere a `rw_` token is 401.
     */
    authenticateAllowingApiToken: (request: FastifyRequest) => Promise<void>;
  }
}

const API_TOKEN_BEARER = /^Bearer (rw_\S*)$/;

/** Personal API tokens: `/api/tokens` to manage them, `app.authenticateAllowingApiToken` to accept them. */
async function apiTokensModule(app: FastifyInstance, options: ApiTokensModuleOptions) {
  const tokens = createApiTokensService({
    repository: createApiTokensRepository(options.db),
    clock: options.clock,
  });

  app.decorate('authenticateAllowingApiToken', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const secret = header === undefined ? undefined : API_TOKEN_BEARER.exec(header)?.[1];
    if (secret === undefined) return app.authenticate(request);
    request.auth = await tokens.authenticate(secret);
  });

  await app.register(apiTokensRoutes, { prefix: '/api/tokens', tokens });
}

export default fp(apiTokensModule, { name: 'api-tokens', dependencies: ['auth'] });
