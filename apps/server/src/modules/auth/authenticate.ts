import { API_TOKEN_PREFIX, type AccessTokenPayload } from '@reelwright/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';
import type { AccessTokens } from './access-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified access token of the caller; set on routes guarded by `app.authenticate`. */
    auth: AccessTokenPayload;
  }
  interface FastifyInstance {
    /**
     * onRequest hook for protected routes: 401 UNAUTHORIZED unless a valid bearer token, 401
     * SESSION_ENDED when its sign-in has ended (sign-out, password change) or the account is gone.
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

async function authenticatePlugin(
  app: FastifyInstance,
  options: {
    tokens: AccessTokens;
    /** Rejects (401 SESSION_ENDED) a token whose sign-in ended or whose account is gone. */
    checkSession: (token: AccessTokenPayload) => Promise<void>;
  },
) {
  app.decorateRequest('auth', null as unknown as AccessTokenPayload);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (header === undefined) {
      throw new AppError(401, 'UNAUTHORIZED', 'Sign in to continue.');
    }
    if (header.startsWith(`Bearer ${API_TOKEN_PREFIX}`)) {
      // Routes that take personal API tokens use `app.authenticateAllowingApiToken` instead.
      throw new AppError(
        401,
        'UNAUTHORIZED',
        'API tokens work only with the script, voice-over, thumbnail and project endpoints. Sign in for this one.',
      );
    }
    const token = BEARER.exec(header)?.[1];
    const payload = token === undefined ? null : options.tokens.verify(token);
    if (payload === null) {
      throw new AppError(
        401,
        'UNAUTHORIZED',
        'Your session has expired or is invalid. Please sign in again.',
      );
    }
    await options.checkSession(payload);
    request.auth = payload;
  });
}

export default fp(authenticatePlugin, { name: 'authenticate' });
