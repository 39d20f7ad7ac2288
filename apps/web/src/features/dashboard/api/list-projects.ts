import { projectListSchema, type ProjectSummary } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/projects: the caller's `limit` most recently changed projects. */
export async function listProjects(limit: number, signal?: AbortSignal): Promise<ProjectSummary[]> {
  return projectListSchema.parse(await api.get(`/api/projects?limit=${limit}`, { signal }))
    .projects;
}
