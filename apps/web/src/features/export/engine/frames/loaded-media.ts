import { sourceTimeAt, type TimelineItem } from '@reelwright/timeline';
import {
  ALL_FORMATS,
  BlobSource,
  CanvasSink,
  Input,
  VideoSampleSink,
  type InputVideoTrack,
} from 'mediabunny';
import { frameTimeMs, itemFrameRange } from '../export-settings';
import { SourceFrames } from '../source-frames';

// The export's pictures: each video source opened once (mediabunny over the file), each still
// decoded once, and the decoded frame every layer shows at a frame's time.

export type LoadedMedia =
  | {
      kind: 'video';
      input: Input;
      track: InputVideoTrack;
      width: number;
      height: number;
      /**
       * For a track with no rotation, flip or pixel-aspect correction: its decoded VideoFrames,
       * shared by every clip cut from it and handed to the compositor as they are, so each frame
       * is converted and scaled once, by the draw onto the output canvas.
       */
      frames: SourceFrames | null;
    }
  | { kind: 'image'; bitmap: ImageBitmap; width: number; height: number };

/** A decoded picture for one frame; `close` frees it once the frame is drawn. */
export interface DecodedPicture {
  source: CanvasImageSource;
  close: () => void;
}

/** Decoded frames a video item's sink keeps in its ring of canvases (one drawn, one ahead). */
const CANVAS_POOL = 3;

/** A shared source's frame at `time` (s), closed by the caller once it is encoded. */
export async function sharedPicture(
  frames: SourceFrames,
  time: number,
): Promise<DecodedPicture | null> {
  const sample = await frames.frameAt(time);
  return sample && { source: sample.toCanvasImageSource(), close: () => sample.close() };
}

export async function nextOf(
  stream: AsyncGenerator<DecodedPicture | null, void, unknown>,
): Promise<DecodedPicture | null> {
  const next = await stream.next();
  return next.done ? null : next.value;
}

/**
 * The pictures of a track that needs rotation, flip or pixel-aspect correction, at `times`,
 * through a CanvasSink, which applies those on a full-size canvas (one clip's own stream).
 */
export async function* transformedPictures(
  track: InputVideoTrack,
  times: Iterable<number>,
): AsyncGenerator<DecodedPicture | null, void, unknown> {
  const sink = new CanvasSink(track, { poolSize: CANVAS_POOL });
  for await (const wrapped of sink.canvasesAtTimestamps(times))
    yield wrapped && { source: wrapped.canvas, close: () => {} };
}

/**
 * The source times (s) an item's sink is asked for: one per frame the item is on screen, which
 * runs `overhang` ms past its end while it plays on under the next item's transition.
 */
export function* sourceTimes(item: TimelineItem, fps: number, overhang: number): Generator<number> {
  const { first, end } = itemFrameRange({ ...item, duration: item.duration + overhang }, fps);
  for (let index = first; index < end; index += 1)
    yield sourceTimeAt(item, frameTimeMs(index, fps)) / 1000;
}

export async function loadVideo(blob: Blob): Promise<LoadedMedia | null> {
  const input = new Input({ source: new BlobSource(blob), formats: ALL_FORMATS });
  try {
    const track = await input.getPrimaryVideoTrack();
    if (!track || !(await track.canDecode())) {
      input.dispose();
      return null;
    }
    const plain =
      track.rotation === 0 &&
      !(await track.getFlip()) &&
      track.squarePixelWidth === track.codedWidth &&
      track.squarePixelHeight === track.codedHeight;
    return {
      kind: 'video',
      input,
      track,
      width: track.displayWidth,
      height: track.displayHeight,
      frames: plain ? new SourceFrames(new VideoSampleSink(track)) : null,
    };
  } catch (error) {
    input.dispose();
    throw error;
  }
}

export async function loadImage(blob: Blob): Promise<LoadedMedia> {
  const bitmap = await createImageBitmap(blob);
  return { kind: 'image', bitmap, width: bitmap.width, height: bitmap.height };
}
