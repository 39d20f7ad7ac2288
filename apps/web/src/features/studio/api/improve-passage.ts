import { improveBodySchema, improvedTextSchema, type ImproveBody } from '@reelwright/contracts';
import { postEventStream } from '../../../lib/event-stream';
import type { StreamCallOptions } from './generate-script';

/** POST /api/script/improve, streamed: the replacement for the selected passage only. */
export async function improvePassage(body: ImproveBody, options: StreamCallOptions) {
  const data = await postEventStream('/api/script/improve', improveBodySchema.parse(body), options);
  return improvedTextSchema.parse(data);
}
