import { projectResultSchema, type Project } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** PUT /api/projects/:id with a new title, on the revision the list showed (409 if it changed). */
export async function renameProject(id: string, revision: number, title: string): Promise<Project> {
  const data = await api.put(`/api/projects/${encodeURIComponent(id)}`, { revision, title });
  return projectResultSchema.parse(data).project;
}
