import { projectVersionListSchema, type ProjectVersionSummary } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/projects/:id/versions: the kept scripts, newest first (at most 50). */
export async function listVersions(
  projectId: string,
  signal?: AbortSignal,
): Promise<ProjectVersionSummary[]> {
  const data = await api.get(`/api/projects/${encodeURIComponent(projectId)}/versions`, {
    signal,
  });
  return projectVersionListSchema.parse(data).versions;
}
