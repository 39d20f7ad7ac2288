import { geminiKeyStatusSchema, type GeminiKeyStatus } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/settings/gemini-key: whether a key is saved (its last 4) and whether the server has one. */
export async function getGeminiKeyStatus(signal?: AbortSignal): Promise<GeminiKeyStatus> {
  const data = await api.get('/api/settings/gemini-key', signal ? { signal } : {});
  return geminiKeyStatusSchema.parse(data);
}
