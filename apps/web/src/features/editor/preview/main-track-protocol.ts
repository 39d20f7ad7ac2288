import type { VideoFormat } from '@reelwright/timeline';
import type { CompositionLayer } from '../../../lib/composition/compositor';

// What the page and the main track's painter (`main-track.worker.ts`) say to each other. A layer
// crosses as it is, but its picture as a VideoFrame (a video's frame at the time of asking) or as
// the number of a still sent once before.

export type PaintedSource = { frame: VideoFrame } | { still: number } | null;

export type PaintedLayer = Omit<CompositionLayer, 'source'> & { source: PaintedSource };

export type ToMainTrackPainter =
  | { kind: 'still'; id: number; bitmap: ImageBitmap }
  | { kind: 'forget'; ids: number[] }
  /** Before any play: load and compile the compositor, so the first paint is not the slow one. */
  | { kind: 'warm' }
  | {
      kind: 'paint';
      /** counts the page's paints, so it can tell an answer to an earlier play */
      paint: number;
      width: number;
      height: number;
      time: number;
      format: VideoFormat;
      layers: PaintedLayer[];
    };

export type FromMainTrackPainter =
  | { kind: 'painted'; paint: number; bitmap: ImageBitmap }
  | { kind: 'failed'; paint: number; message: string };
