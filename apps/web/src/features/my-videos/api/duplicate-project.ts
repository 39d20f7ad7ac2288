import { projectResultSchema, type Project } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/projects/:id/duplicate: a copy of the project under `title`. */
export async function duplicateProject(id: string, title: string): Promise<Project> {
  const data = await api.post(`/api/projects/${encodeURIComponent(id)}/duplicate`, { title });
  return projectResultSchema.parse(data).project;
}
