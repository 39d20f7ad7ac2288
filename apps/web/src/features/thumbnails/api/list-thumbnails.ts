import { thumbnailHistorySchema, type Thumbnail } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/**
 * GET /api/thumbnails: earlier ready thumbnails, newest first — the project's when `projectId`
 * is given, else the user's recent ones.
 */
export async function listThumbnails(
  projectId: string | undefined,
  options: { signal?: AbortSignal } = {},
): Promise<Thumbnail[]> {
  const query = projectId === undefined ? '' : `?projectId=${encodeURIComponent(projectId)}`;
  const data = await api.get<unknown>(`/api/thumbnails${query}`, options);
  return thumbnailHistorySchema.parse(data).thumbnails;
}
