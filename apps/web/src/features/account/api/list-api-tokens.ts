import { apiTokenListSchema, type ApiToken } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/tokens: the user's active API tokens, newest first (never the tokens themselves). */
export async function listApiTokens(signal?: AbortSignal): Promise<ApiToken[]> {
  const data = await api.get('/api/tokens', signal ? { signal } : {});
  return apiTokenListSchema.parse(data).tokens;
}
