import {
  authSessionSchema,
  loginBodySchema,
  type AuthSession,
  type LoginBody,
} from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/auth/login. A wrong email or password rejects with the server's 401 text. */
export async function logIn(body: LoginBody): Promise<AuthSession> {
  const data = await api.post('/api/auth/login', loginBodySchema.parse(body), { anonymous: true });
  return authSessionSchema.parse(data);
}
