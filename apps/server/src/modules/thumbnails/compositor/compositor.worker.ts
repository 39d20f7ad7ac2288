// Runs on the CPU pool's threads (src/workers/cpu-pool.ts), never on the server's event loop:
// Skia draws and @napi-rs/canvas copies pixels synchronously on the calling thread (a thumbnail
// held the loop for 30–90 ms), and a picture's full decode is as long as the picture is large.
// Callers are in off-thread.ts. Fonts register themselves in this thread on first use (fonts.ts).
import { threadId } from 'node:worker_threads';
import sharp from 'sharp';
import { dimensionsProblem, MAX_IMAGE_PIXELS } from './image-header';
import { renderThumbnail, type CompositeRequest } from './render-thumbnail';
import { lowerThisThreadsPriority } from '../../../workers/background-priority';
import { inSharedBytes } from '../../../workers/shared-bytes';

lowerThisThreadsPriority();

export type RenderResult = {
  png: Uint8Array;
  /** the worker thread that drew it (0 would be the main thread) */
  threadId: number;
};

/** One thumbnail (see renderThumbnail), in shared memory (see inSharedBytes). */
export async function render(request: CompositeRequest): Promise<RenderResult> {
  return { png: inSharedBytes(await renderThumbnail(request)), threadId };
}

export type DecodeCheck =
  | { ok: true; width: number; height: number; threadId: number }
  /** `why` completes 'is not a valid image: …' for the user; `detail` is libvips's words */
  | { ok: false; why: string; detail: string; threadId: number };

const why = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Reads the header with libvips (whatever the event loop's own reading made of it), refuses a
 * size over the limits, then decodes every pixel of `bytes` (streamed into a tiny copy, so no
 * full-size buffer is kept), refusing damaged or cut-short data. Never rejects: a bad picture
 * is an answer.
 */
export async function decodeCheck(input: { bytes: Uint8Array }): Promise<DecodeCheck> {
  const image = sharp(input.bytes, {
    failOn: 'error',
    limitInputPixels: MAX_IMAGE_PIXELS,
    sequentialRead: true,
  });
  let width: number;
  let height: number;
  try {
    ({ width = 0, height = 0 } = await image.metadata());
  } catch (error) {
    return { ok: false, why: 'its header is damaged', detail: why(error), threadId };
  }
  const problem = dimensionsProblem({ width, height });
  if (problem !== null) return { ok: false, why: problem, detail: 'over the limits', threadId };
  try {
    // Scaling down reads every pixel; shrink-on-load is off so a JPEG is decoded at full size.
    await image.resize(64, 64, { fit: 'inside', fastShrinkOnLoad: false }).raw().toBuffer();
  } catch (error) {
    return { ok: false, why: 'its data is damaged or cut short', detail: why(error), threadId };
  }
  return { ok: true, width, height, threadId };
}
