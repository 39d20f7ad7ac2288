import {
  generateThumbnailsBodySchema,
  generatedThumbnailsSchema,
  thumbnailProgressSchema,
  type GeneratedThumbnails,
  type ThumbnailProgress,
} from '@reelwright/contracts';
import type { z } from 'zod';
import { postEventStream } from '../../../lib/event-stream';

/** What the panel sends: the contract's body before its defaults are filled in. */
export type GenerateThumbnailsInput = z.input<typeof generateThumbnailsBodySchema>;

export type GenerateThumbnailsOptions = {
  signal?: AbortSignal;
  /** each `progress` event: the stage, how many are done of how many, the variation when ready */
  onProgress?: (progress: ThumbnailProgress) => void;
};

/**
 * POST /api/thumbnails/generate, streamed: `progress` (connecting → processing → one per
 * variation), then the thumbnails and the user's new usage. Each variation counts against the
 * plan (failed ones are refunded by the server).
 */
export async function generateThumbnails(
  body: GenerateThumbnailsInput,
  { signal, onProgress }: GenerateThumbnailsOptions = {},
): Promise<GeneratedThumbnails> {
  const data = await postEventStream(
    '/api/thumbnails/generate',
    generateThumbnailsBodySchema.parse(body),
    {
      signal,
      onEvent: (event, value) => {
        if (event !== 'progress') return;
        const progress = thumbnailProgressSchema.safeParse(value);
        if (progress.success) onProgress?.(progress.data);
      },
    },
  );
  return generatedThumbnailsSchema.parse(data);
}
