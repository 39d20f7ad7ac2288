import {
  messageSchema,
  resetPasswordBodySchema,
  type ResetPasswordBody,
} from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/auth/reset-password. A used or expired link rejects with `RESET_TOKEN_INVALID`. */
export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  const data = await api.post('/api/auth/reset-password', resetPasswordBodySchema.parse(body), {
    anonymous: true,
  });
  return messageSchema.parse(data).message;
}
