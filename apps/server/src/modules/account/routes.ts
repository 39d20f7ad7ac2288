import {
  accountSchema,
  apiSuccessSchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  messageSchema,
  passwordChangedSchema,
  updateAccountBodySchema,
} from '@reelwright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { clearRefreshCookie, setRefreshCookie } from '../auth/refresh-cookie';
import type { AccountService } from './service';

export type AccountRoutesOptions = { account: AccountService };

const messageResponse = apiSuccessSchema(messageSchema);

/** `/api/account`: the signed-in user's own account. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { account },
) => {
  app.addHook('onRequest', app.authenticate);

  app.patch(
    '/',
    {
      schema: {
        summary: 'Change your display name',
        body: updateAccountBodySchema,
        response: { 200: apiSuccessSchema(accountSchema) },
      },
    },
    async (request) => ok({ user: await account.rename(request.auth.userId, request.body) }),
  );

  app.post(
    '/password',
    {
      schema: {
        summary: 'Change your password (needs the current one); ends every other sign-in',
        body: changePasswordBodySchema,
        response: { 200: apiSuccessSchema(passwordChangedSchema) },
      },
    },
    async (request, reply) => {
      const { message, session } = await account.changePassword(request.auth.userId, request.body);
      setRefreshCookie(request, reply, session.refreshToken, session.refreshExpiresAt);
      return ok({ message, token: session.token });
    },
  );

  app.delete(
    '/',
    {
      schema: {
        summary: 'Delete your account with all its projects and files (needs your password)',
        body: deleteAccountBodySchema,
        response: { 200: messageResponse },
      },
    },
    async (request, reply) => {
      const message = await account.deleteAccount(request.auth.userId, request.body);
      clearRefreshCookie(request, reply);
      return ok({ message });
    },
  );
};
