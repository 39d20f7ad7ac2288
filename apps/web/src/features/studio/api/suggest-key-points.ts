import {
  keyPointsBodySchema,
  keyPointsResultSchema,
  type KeyPointsBody,
} from '@reelwright/contracts';
import { MAX_KEY_POINTS } from '@reelwright/script-kit';
import { api } from '../../../lib/api-client';

/** POST /api/script/key-points: up to 10 points for the topic. */
export async function suggestKeyPoints(body: KeyPointsBody, signal?: AbortSignal) {
  const data = await api.post('/api/script/key-points', keyPointsBodySchema.parse(body), {
    signal,
  });
  const result = keyPointsResultSchema.parse(data);
  const points = result.points.map((point) => point.trim()).filter((point) => point !== '');
  return { points: points.slice(0, MAX_KEY_POINTS), writer: result.writer };
}
