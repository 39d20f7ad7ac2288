import {
  forgotPasswordBodySchema,
  messageSchema,
  type ForgotPasswordBody,
} from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/**
 * POST /api/auth/forgot-password. Answers with the same message whether or not the account
 * exists, so the page can say nothing more than that message.
 */
export async function requestPasswordReset(body: ForgotPasswordBody): Promise<string> {
  const data = await api.post('/api/auth/forgot-password', forgotPasswordBodySchema.parse(body), {
    anonymous: true,
  });
  return messageSchema.parse(data).message;
}
