import {
  publishPackBodySchema,
  publishPackSchema,
  type PublishPackBody,
} from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/**
 * POST /api/script/publish-pack: five scored titles, a description with chapters, tags and
 * hashtags for a project (or for the fields given directly). Counts as an assist.
 */
export async function requestPublishPack(body: PublishPackBody, signal?: AbortSignal) {
  const data = await api.post('/api/script/publish-pack', publishPackBodySchema.parse(body), {
    signal,
  });
  return publishPackSchema.parse(data);
}
