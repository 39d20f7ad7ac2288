import { usageResponseSchema, type CountVideoBody, type Usage } from '@reelwright/contracts';
import { ApiError, api } from '../../../lib/api-client';

/**
 * POST /api/usage/video: counts a finished export against the month's videos, with the size it
 * was made at (the server checks it against the plan, as the dialog did).
 */
export async function countExportedVideo(
  size: CountVideoBody,
  signal?: AbortSignal,
): Promise<Usage> {
  const data = await api.post('/api/usage/video', size, signal ? { signal } : {});
  return usageResponseSchema.parse(data).usage;
}

/** The server refused to count it: the plan has no videos left (402 quota, 403 not allowed). */
export const isVideoLimitError = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 402 || error.status === 403);

/** The server refused to count it because the plan does not export at that size or rate. */
export const isPlanLimitError = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'PLAN_LIMIT';
