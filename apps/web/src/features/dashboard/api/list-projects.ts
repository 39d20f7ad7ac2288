import { projectListSchema, type ProjectSummary } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/projects: the caller's projects, most recently changed first. */
export async function listProjects(signal?: AbortSignal): Promise<ProjectSummary[]> {
  return projectListSchema.parse(await api.get('/api/projects', { signal })).projects;
}
