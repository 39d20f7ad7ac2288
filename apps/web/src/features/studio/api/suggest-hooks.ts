import { hooksBodySchema, hooksResultSchema, type HooksBody } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/script/hooks: three openings for the script, each in a different style. */
export async function suggestHooks(body: HooksBody, signal?: AbortSignal) {
  const data = await api.post('/api/script/hooks', hooksBodySchema.parse(body), { signal });
  return hooksResultSchema.parse(data);
}
