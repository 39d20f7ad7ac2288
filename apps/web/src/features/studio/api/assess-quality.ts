import { qualityBodySchema, qualityResultSchema, type QualityBody } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/script/quality: nine scores, grade and recommendations. */
export async function assessQuality(body: QualityBody, signal?: AbortSignal) {
  const data = await api.post('/api/script/quality', qualityBodySchema.parse(body), { signal });
  return qualityResultSchema.parse(data).quality;
}
