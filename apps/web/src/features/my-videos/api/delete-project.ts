import { api } from '../../../lib/api-client';

/** DELETE /api/projects/:id: the project and its script history. */
export async function deleteProject(id: string): Promise<void> {
  await api.delete(`/api/projects/${encodeURIComponent(id)}`);
}
