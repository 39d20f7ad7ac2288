import { projectResultSchema, type Project } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/projects/:id */
export async function getProject(id: string, signal?: AbortSignal): Promise<Project> {
  const data = await api.get(`/api/projects/${encodeURIComponent(id)}`, { signal });
  return projectResultSchema.parse(data).project;
}
