import {
  generateScriptBodySchema,
  generatedScriptSchema,
  type GenerateScriptBody,
} from '@reelwright/contracts';
import { postEventStream } from '../../../lib/event-stream';

export type StreamCallOptions = { signal?: AbortSignal; onDelta: (text: string) => void };

/** POST /api/script/generate, streamed: the script piece by piece, then the cleaned whole. */
export async function generateScript(body: GenerateScriptBody, options: StreamCallOptions) {
  const data = await postEventStream(
    '/api/script/generate',
    generateScriptBodySchema.parse(body),
    options,
  );
  return generatedScriptSchema.parse(data);
}
