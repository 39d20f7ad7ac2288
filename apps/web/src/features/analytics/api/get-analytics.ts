import { analyticsSchema, type Analytics } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/analytics (Pro): the last 12 months of the user's activity, oldest first. */
export async function getAnalytics(signal?: AbortSignal): Promise<Analytics> {
  return analyticsSchema.parse(await api.get('/api/analytics', signal ? { signal } : {}));
}
