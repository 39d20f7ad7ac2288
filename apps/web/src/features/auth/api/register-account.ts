import {
  authSessionSchema,
  registerBodySchema,
  type AuthSession,
  type RegisterBody,
} from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/auth/register: creates the account and signs it in. */
export async function registerAccount(body: RegisterBody): Promise<AuthSession> {
  const data = await api.post('/api/auth/register', registerBodySchema.parse(body), {
    anonymous: true,
  });
  return authSessionSchema.parse(data);
}
