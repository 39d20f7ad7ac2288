import { sectionBodySchema, sectionResultSchema, type SectionBody } from '@reelwright/contracts';
import { postEventStream } from '../../../lib/event-stream';
import type { StreamCallOptions } from './generate-script';

/** POST /api/script/section, streamed: one section's new body, then the whole script with it. */
export async function rewriteSection(body: SectionBody, options: StreamCallOptions) {
  const data = await postEventStream('/api/script/section', sectionBodySchema.parse(body), options);
  return sectionResultSchema.parse(data);
}
