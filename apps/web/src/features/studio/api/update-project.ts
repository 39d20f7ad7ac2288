import {
  projectResultSchema,
  updateProjectBodySchema,
  type Project,
  type UpdateProjectBody,
} from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** PUT /api/projects/:id with the changed fields and the revision they are based on (409 if stale). */
export async function updateProject(id: string, body: UpdateProjectBody): Promise<Project> {
  const data = await api.put(
    `/api/projects/${encodeURIComponent(id)}`,
    updateProjectBodySchema.parse(body),
  );
  return projectResultSchema.parse(data).project;
}
