import { revokedApiTokenSchema, type ApiToken } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** DELETE /api/tokens/:id: the token stops working at once. */
export async function revokeApiToken(id: string): Promise<ApiToken> {
  const data = await api.delete(`/api/tokens/${encodeURIComponent(id)}`);
  return revokedApiTokenSchema.parse(data).token;
}
