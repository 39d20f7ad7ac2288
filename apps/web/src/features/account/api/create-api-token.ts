import {
  createApiTokenBodySchema,
  createdApiTokenSchema,
  type CreatedApiToken,
} from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/tokens (Pro): the new token, in clear this once (`secret`). */
export async function createApiToken(name: string): Promise<CreatedApiToken> {
  const data = await api.post('/api/tokens', createApiTokenBodySchema.parse({ name }));
  return createdApiTokenSchema.parse(data);
}
