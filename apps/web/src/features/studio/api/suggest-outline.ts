import { outlineBodySchema, outlineResultSchema, type OutlineBody } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/script/outline: the sections a script on the topic would have, to edit first. */
export async function suggestOutline(body: OutlineBody, signal?: AbortSignal) {
  const data = await api.post('/api/script/outline', outlineBodySchema.parse(body), { signal });
  return outlineResultSchema.parse(data);
}
