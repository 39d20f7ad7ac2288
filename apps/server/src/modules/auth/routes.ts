import {
  apiSuccessSchema,
  authSessionSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  meSchema,
  messageSchema,
  refreshResultSchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '@reelwright/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { messages, type AuthService, type IssuedSession } from './service';

export type AuthRoutesOptions = { auth: AuthService };

const sessionResponse = apiSuccessSchema(authSessionSchema);
const messageResponse = apiSuccessSchema(messageSchema);

function answerWithSession(request: FastifyRequest, reply: FastifyReply, issued: IssuedSession) {
  setRefreshCookie(request, reply, issued.refreshToken, issued.refreshExpiresAt);
  return ok({ user: issued.user, token: issued.token });
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth }) => {
  app.post(
    '/register',
    {
      schema: {
        summary: 'Create an account and sign in',
        body: registerBodySchema,
        response: { 201: sessionResponse },
      },
    },
    async (request, reply) => {
      const issued = await auth.register(request.body, request.ip);
      return reply.status(201).send(answerWithSession(request, reply, issued));
    },
  );

  app.post(
    '/login',
    {
      schema: {
        summary: 'Sign in with email and password',
        body: loginBodySchema,
        response: { 200: sessionResponse },
      },
    },
    async (request, reply) =>
      answerWithSession(request, reply, await auth.login(request.body, request.ip)),
  );

  app.post(
    '/demo',
    {
      schema: {
        summary: 'Create a private demo account (deleted after 24 hours) and sign in',
        response: { 201: sessionResponse },
      },
    },
    async (request, reply) => {
      const issued = await auth.startDemo(request.ip);
      return reply.status(201).send(answerWithSession(request, reply, issued));
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        summary: 'Exchange the refresh cookie for a new access token',
        response: { 200: apiSuccessSchema(refreshResultSchema) },
      },
    },
    async (request, reply) => {
      try {
        return answerWithSession(request, reply, await auth.refresh(readRefreshCookie(request)));
      } catch (error) {
        clearRefreshCookie(request, reply);
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        summary: 'Sign out: ends this sign-in everywhere it was refreshed',
        response: { 200: messageResponse },
      },
    },
    async (request, reply) => {
      await auth.logout(readRefreshCookie(request));
      clearRefreshCookie(request, reply);
      return ok({ message: messages.signedOut });
    },
  );

  app.get(
    '/me',
    {
      onRequest: [app.authenticate],
      schema: { summary: 'The signed-in user', response: { 200: apiSuccessSchema(meSchema) } },
    },
    async (request) => ok({ user: await auth.currentUser(request.auth.userId) }),
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        summary: 'Send a password reset link (same answer whether or not the account exists)',
        body: forgotPasswordBodySchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => ok({ message: await auth.forgotPassword(request.body, request.ip) }),
  );

  app.post(
    '/reset-password',
    {
      schema: {
        summary: 'Set a new password with a reset token',
        body: resetPasswordBodySchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => ok({ message: await auth.resetPassword(request.body) }),
  );
};
