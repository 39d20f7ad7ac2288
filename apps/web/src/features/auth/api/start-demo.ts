import { authSessionSchema, type AuthSession } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/auth/demo: a fresh private demo account that the server deletes after 24 hours. */
export async function startDemoSession(): Promise<AuthSession> {
  const data = await api.post('/api/auth/demo', undefined, { anonymous: true });
  return authSessionSchema.parse(data);
}
