import { extendBodySchema, extensionSchema, type ExtendBody } from '@reelwright/contracts';
import { postEventStream } from '../../../lib/event-stream';
import type { StreamCallOptions } from './generate-script';

/** POST /api/script/extend, streamed: new sections for before the script's closing. */
export async function extendScript(body: ExtendBody, options: StreamCallOptions) {
  const data = await postEventStream('/api/script/extend', extendBodySchema.parse(body), options);
  return extensionSchema.parse(data);
}
