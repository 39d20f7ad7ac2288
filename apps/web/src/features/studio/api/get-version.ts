import { projectVersionResultSchema, type ProjectVersion } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/projects/:id/versions/:versionId: one kept script in full. */
export async function getVersion(
  projectId: string,
  versionId: string,
  signal?: AbortSignal,
): Promise<ProjectVersion> {
  const data = await api.get(
    `/api/projects/${encodeURIComponent(projectId)}/versions/${encodeURIComponent(versionId)}`,
    { signal },
  );
  return projectVersionResultSchema.parse(data).version;
}
