import type { UpdateProjectBody } from '@reelwright/contracts';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

// The saver's autosave, which may fire while the editor plays: the body is the studio's own
// typed document (the server checks it and names a bad field with 400), and of the answer —
// the whole project again — the saver needs only the new revision. Checking both with the full
// project schemas took ~18 ms of the page's thread for a 500-item timeline.
const savedRevisionSchema = z.object({
  project: z.object({ revision: z.number().int().nonnegative() }),
});

/** PUT /api/projects/:id with the changed fields and the revision they are based on (409 if stale). */
export async function updateProject(
  id: string,
  body: UpdateProjectBody,
): Promise<{ revision: number }> {
  const data = await api.put(`/api/projects/${encodeURIComponent(id)}`, body);
  return savedRevisionSchema.parse(data).project;
}
