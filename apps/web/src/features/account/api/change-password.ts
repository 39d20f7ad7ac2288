import {
  changePasswordBodySchema,
  passwordChangedSchema,
  type ChangePasswordBody,
} from '@reelwright/contracts';
import { api } from '../../../lib/api-client';
import { storeSession } from '../../../lib/session-storage';

/**
 * POST /api/account/password. A wrong current password rejects with 400 INVALID_CREDENTIALS
 * (not 401: the session stays). The server ends every sign-in, this one's access token
 * included, and starts a new one: its access token replaces the stored one.
 */
export async function changePassword(body: ChangePasswordBody): Promise<string> {
  const data = await api.post('/api/account/password', changePasswordBodySchema.parse(body));
  const changed = passwordChangedSchema.parse(data);
  storeSession(changed.token);
  return changed.message;
}
