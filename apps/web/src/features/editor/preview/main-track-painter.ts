import type { VideoFormat } from '@reelwright/timeline';
import { drawComposition, type CompositionLayer } from '../../../lib/composition/compositor';
import type {
  FromMainTrackPainter,
  PaintedLayer,
  PaintedSource,
  ToMainTrackPainter,
} from './main-track-protocol';

// The playing preview's main-track picture, painted in a worker (`main-track.worker.ts`) where the
// browser has one: a graded or zoomed video costs a software drawImage of its frame and the
// grade's passes (~10 ms at 720p here) every new frame, which on the page's thread made the
// playhead's frames late. The canvas is handed to the worker (`transferControlToOffscreen`), which
// paints on it directly: the page only sends each new video frame. One paint is on its way at a
// time; a newer one waits in its place (older ones are dropped).

export interface MainTrackPainter {
  /** Paints `layers` at `size` (device px); the canvas shows them once painted. */
  paint(
    size: { width: number; height: number },
    layers: readonly CompositionLayer[],
    options: { time: number; format: VideoFormat },
  ): void;
  /** Whether the canvas shows a frame painted since the last `hide`. */
  readonly showing: boolean;
  /** Hides the canvas; paints still on their way are not shown. */
  hide(): void;
  dispose(): void;
}

/** Stills the worker keeps (a main track rarely shows more than two at a time). */
const STILLS_KEPT = 16;

type Job = Extract<ToMainTrackPainter, { kind: 'paint' }>;

/** Whether this browser can hand a canvas and video frames to a worker. */
const workerCanPaint = (canvas: HTMLCanvasElement) =>
  typeof Worker !== 'undefined' &&
  typeof VideoFrame !== 'undefined' &&
  typeof canvas.transferControlToOffscreen === 'function';

export function createMainTrackPainter(
  canvasOf: () => HTMLCanvasElement | null,
  /** called when the canvas first shows a painted frame after `hide` */
  onShown: () => void,
): MainTrackPainter {
  let worker: Worker | null = null;
  // 'page': this browser paints on the page; 'lost': the worker failed after it took the canvas
  // (the canvas stays hidden, and the preview paints the whole frame itself).
  let mode: 'unknown' | 'worker' | 'page' | 'lost' = 'unknown';
  let paints = 0;
  // Paints numbered below this were asked for before the last `hide`.
  let shownFrom = 0;
  let showing = false;
  let inFlight = false;
  let waiting: { job: Job; transfer: Transferable[] } | null = null;
  const stillIds = new WeakMap<object, number>();
  const stillsSent = new Map<number, { used: number }>();
  let nextStill = 1;

  const shown = (paint: number) => {
    const canvas = canvasOf();
    if (paint < shownFrom || showing || !canvas) return;
    showing = true;
    canvas.style.visibility = 'visible';
    onShown();
  };

  const send = (job: Job, transfer: Transferable[]) => {
    inFlight = true;
    worker?.postMessage(job, transfer);
  };

  /** Starts the worker with the canvas on the first paint; the mode it leaves. */
  const start = (): typeof mode => {
    if (mode !== 'unknown') return mode;
    const canvas = canvasOf();
    if (!canvas) return mode;
    if (!workerCanPaint(canvas)) return (mode = 'page');
    let offscreen: OffscreenCanvas;
    try {
      offscreen = canvas.transferControlToOffscreen();
    } catch {
      // Handed over already (to a painter before this one): the page paints the whole frame.
      return (mode = 'lost');
    }
    try {
      worker = new Worker(new URL('./main-track.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      return (mode = 'lost');
    }
    worker.onmessage = ({ data }: MessageEvent<FromMainTrackPainter>) => {
      inFlight = false;
      if (data.kind === 'painted') shown(data.paint);
      else lose();
      const next = waiting;
      waiting = null;
      if (next && worker) send(next.job, next.transfer);
      else if (next) closeFrames(next.job);
    };
    worker.onerror = () => lose();
    worker.postMessage({ kind: 'canvas', canvas: offscreen } satisfies ToMainTrackPainter, [
      offscreen,
    ]);
    return (mode = 'worker');
  };

  // The worker could not paint (it did not load, or its browser lacks something).
  const lose = () => {
    worker?.terminate();
    worker = null;
    mode = 'lost';
    inFlight = false;
    showing = false;
    const canvas = canvasOf();
    if (canvas) canvas.style.visibility = '';
  };

  /** The still's number in the worker, sending it first if the worker has not got it. */
  const stillOf = (source: CanvasImageSource, paint: number): number | null => {
    let id = stillIds.get(source);
    if (id === undefined || !stillsSent.has(id)) {
      const bitmap = bitmapOf(source);
      if (!bitmap) return null;
      id = nextStill++;
      stillIds.set(source, id);
      worker?.postMessage({ kind: 'still', id, bitmap } satisfies ToMainTrackPainter, [bitmap]);
    }
    stillsSent.set(id, { used: paint });
    if (stillsSent.size > STILLS_KEPT) {
      const [oldest] = [...stillsSent].sort((a, b) => a[1].used - b[1].used)[0]!;
      stillsSent.delete(oldest);
      worker?.postMessage({ kind: 'forget', ids: [oldest] } satisfies ToMainTrackPainter);
    }
    return id;
  };

  const paintHere: MainTrackPainter['paint'] = (size, layers, { time, format }) => {
    const paint = ++paints;
    const canvas = canvasOf();
    if (!canvas) return;
    if (canvas.width !== size.width) canvas.width = size.width;
    if (canvas.height !== size.height) canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    drawComposition(ctx, size, layers, { time, format, backdrop: 'black' });
    shown(paint);
  };

  return {
    get showing() {
      return showing;
    },
    paint(size, layers, options) {
      const now = start();
      if (now === 'page') return paintHere(size, layers, options);
      if (now !== 'worker') return;
      const paint = ++paints;
      const transfer: Transferable[] = [];
      const painted = layers.map(({ source, ...layer }): PaintedLayer => {
        let picture: PaintedSource = null;
        if (source instanceof HTMLVideoElement) {
          const frame = frameOf(source);
          if (frame) {
            picture = { frame };
            transfer.push(frame);
          }
        } else if (source) {
          const still = stillOf(source, paint);
          if (still !== null) picture = { still };
        }
        return { ...layer, source: picture };
      });
      const job: Job = { kind: 'paint', paint, ...size, ...options, layers: painted };
      if (inFlight) {
        if (waiting) closeFrames(waiting.job);
        waiting = { job, transfer };
      } else send(job, transfer);
    },
    hide() {
      shownFrom = paints + 1;
      showing = false;
      if (waiting) closeFrames(waiting.job);
      waiting = null;
      const canvas = canvasOf();
      if (canvas) canvas.style.visibility = '';
    },
    dispose() {
      if (waiting) closeFrames(waiting.job);
      waiting = null;
      worker?.terminate();
      worker = null;
      if (mode === 'worker') mode = 'lost';
    },
  };
}

function closeFrames(job: Job): void {
  for (const layer of job.layers)
    if (layer.source && 'frame' in layer.source) layer.source.frame.close();
}

/** The video's frame now, or null when it has none yet. */
function frameOf(video: HTMLVideoElement): VideoFrame | null {
  try {
    return new VideoFrame(video);
  } catch {
    return null;
  }
}

/** A still as a bitmap of its own size (drawn once), or null when it has no size yet. */
function bitmapOf(source: CanvasImageSource): ImageBitmap | null {
  const { width, height } = sizeOf(source);
  if (!(width > 0 && height > 0) || typeof OffscreenCanvas === 'undefined') return null;
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.drawImage(source, 0, 0);
  return canvas.transferToImageBitmap();
}

function sizeOf(source: CanvasImageSource): { width: number; height: number } {
  if (source instanceof HTMLImageElement)
    return { width: source.naturalWidth, height: source.naturalHeight };
  if (typeof VideoFrame !== 'undefined' && source instanceof VideoFrame)
    return { width: source.displayWidth, height: source.displayHeight };
  const sized = source as { width?: unknown; height?: unknown };
  return {
    width: typeof sized.width === 'number' ? sized.width : 0,
    height: typeof sized.height === 'number' ? sized.height : 0,
  };
}
