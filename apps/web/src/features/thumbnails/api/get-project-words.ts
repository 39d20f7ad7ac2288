import { projectResultSchema } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';
import type { ProjectWords } from '../project-idea';

/** GET /api/projects/:id, for the words the generator's idea starts from. */
export async function getProjectWords(id: string, signal?: AbortSignal): Promise<ProjectWords> {
  const data = await api.get(`/api/projects/${encodeURIComponent(id)}`, { signal });
  const { title, topic, script } = projectResultSchema.parse(data).project;
  return { title, topic, script };
}
