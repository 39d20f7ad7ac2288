import {
  changePasswordBodySchema,
  messageSchema,
  type ChangePasswordBody,
} from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/**
 * POST /api/account/password. A wrong current password rejects with 400 INVALID_CREDENTIALS
 * (not 401: the session stays). The server ends every other sign-in and renews this one's cookie.
 */
export async function changePassword(body: ChangePasswordBody): Promise<string> {
  const data = await api.post('/api/account/password', changePasswordBodySchema.parse(body));
  return messageSchema.parse(data).message;
}
