import { usageResponseSchema, type Usage } from '@reelwright/contracts';
import { ApiError, api } from '../../../lib/api-client';

/** POST /api/usage/video: counts a finished export against the month's videos. */
export async function countExportedVideo(signal?: AbortSignal): Promise<Usage> {
  const data = await api.post('/api/usage/video', undefined, signal ? { signal } : {});
  return usageResponseSchema.parse(data).usage;
}

/** The server refused to count it: the plan has no videos left (402 quota, 403 not allowed). */
export const isVideoLimitError = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 402 || error.status === 403);
