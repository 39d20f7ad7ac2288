import { geminiKeyStatusSchema, type GeminiKeyStatus } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** DELETE /api/settings/gemini-key */
export async function deleteGeminiKey(): Promise<GeminiKeyStatus> {
  return geminiKeyStatusSchema.parse(await api.delete('/api/settings/gemini-key'));
}
