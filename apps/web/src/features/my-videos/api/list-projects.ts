import { projectListSchema, type ProjectSummary } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** How many projects one page of My Videos shows. */
export const MY_VIDEOS_PAGE = 24;

export type ProjectPage = { projects: ProjectSummary[]; nextCursor: string | null };

/** GET /api/projects: a page of the caller's projects matching `search`, newest change first. */
export async function listProjects(
  input: { search: string; cursor: string | null },
  signal?: AbortSignal,
): Promise<ProjectPage> {
  const query = new URLSearchParams({ limit: String(MY_VIDEOS_PAGE) });
  if (input.search !== '') query.set('q', input.search);
  if (input.cursor !== null) query.set('cursor', input.cursor);
  return projectListSchema.parse(await api.get(`/api/projects?${query}`, signal ? { signal } : {}));
}
