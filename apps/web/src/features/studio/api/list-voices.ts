import { voicesResultSchema, type Voice } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/audio/voices: every configured provider's voices, with what the plan allows. */
export async function listVoices(signal?: AbortSignal): Promise<Voice[]> {
  const data = await api.get('/api/audio/voices', { signal });
  return voicesResultSchema.parse(data).voices;
}
