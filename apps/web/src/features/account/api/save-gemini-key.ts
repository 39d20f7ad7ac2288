import {
  geminiKeyBodySchema,
  geminiKeyStatusSchema,
  type GeminiKeyStatus,
} from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** PUT /api/settings/gemini-key: saves (or replaces) the user's own key; only its last 4 come back. */
export async function saveGeminiKey(apiKey: string): Promise<GeminiKeyStatus> {
  const data = await api.put('/api/settings/gemini-key', geminiKeyBodySchema.parse({ apiKey }));
  return geminiKeyStatusSchema.parse(data);
}
