import { extendBodySchema, extensionSchema, type ExtendBody } from '@reelwright/contracts';
import { postEventStream } from '../../../lib/event-stream';
import type { StreamCallOptions } from './generate-script';

/** POST /api/script/extend, streamed: the text to append after a blank line. */
export async function extendScript(body: ExtendBody, options: StreamCallOptions) {
  const data = await postEventStream('/api/script/extend', extendBodySchema.parse(body), options);
  return extensionSchema.parse(data);
}
