import {
  audioProgressSchema,
  generateAudioBodySchema,
  generatedAudioSchema,
  type GenerateAudioBody,
  type GeneratedAudio,
} from '@reelwright/contracts';
import { postEventStream } from '../../../lib/event-stream';

/** How many chunks are spoken, of how many (the `progress` event). */
export type VoiceOverProgress = { done: number; total: number };

export type VoiceOverCallOptions = {
  signal?: AbortSignal;
  /** After each chunk is spoken: how many are done of how many. */
  onProgress?: (progress: VoiceOverProgress) => void;
};

/**
 * POST /api/audio/generate, streamed: `progress` after each chunk, then the MP3s (the full
 * version and its chunks). The characters count against the plan.
 */
export async function generateVoiceOver(
  body: GenerateAudioBody,
  { signal, onProgress }: VoiceOverCallOptions = {},
): Promise<GeneratedAudio> {
  const data = await postEventStream('/api/audio/generate', generateAudioBodySchema.parse(body), {
    signal,
    onEvent: (event, value) => {
      if (event !== 'progress') return;
      const progress = audioProgressSchema.safeParse(value);
      if (progress.success) onProgress?.(progress.data);
    },
  });
  return generatedAudioSchema.parse(data);
}
