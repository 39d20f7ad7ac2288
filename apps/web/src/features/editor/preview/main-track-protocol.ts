import type { VideoFormat } from '@reelwright/timeline';
import type { CompositionLayer } from '../../../lib/composition/compositor';

// What the page and the main track's painter (`main-track.worker.ts`) say to each other. A layer
// crosses as it is, but its picture as a VideoFrame (a video's frame at the time of asking) or as
// the number of a still sent once before.

export type PaintedSource = { frame: VideoFrame } | { still: number } | null;

export type PaintedLayer = Omit<CompositionLayer, 'source'> & { source: PaintedSource };

/** A frame to paint: the canvas's size (device px) and the main track's layers at `time`. */
export interface PaintedFrame {
  width: number;
  height: number;
  time: number;
  format: VideoFormat;
  layers: PaintedLayer[];
}

export type ToMainTrackPainter =
  | { kind: 'still'; id: number; bitmap: ImageBitmap }
  | { kind: 'forget'; ids: number[] }
  /**
   * Before any play: load and compile the compositor, so the first paint is not the slow one;
   * with a `rehearsal` (a play's first painted frame, blank pictures of its videos' sizes), paint
   * it and drop the picture, so the canvases a play needs are there and the grade has run once.
   */
  | { kind: 'warm'; rehearsal: PaintedFrame | null }
  /** `paint` counts the page's paints, so it can tell an answer to an earlier play */
  | ({ kind: 'paint'; paint: number } & PaintedFrame);

export type FromMainTrackPainter =
  | { kind: 'painted'; paint: number; bitmap: ImageBitmap }
  | { kind: 'failed'; paint: number; message: string };
