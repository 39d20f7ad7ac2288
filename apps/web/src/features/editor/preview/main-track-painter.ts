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
// playhead's frames late. The canvas shows each painted bitmap as it is ('bitmaprenderer').
// One paint is on its way at a time; a newer one waits in its place (older ones are dropped).

export interface MainTrackPainter {
  /** Paints `layers` at `size` (device px); the canvas shows them once painted. */
  paint(
    size: { width: number; height: number },
    layers: readonly CompositionLayer[],
    options: { time: number; format: VideoFormat },
  ): void;
  /** Whether the canvas shows a painted frame (since the last `hide`). */
  readonly showing: boolean;
  /**
   * Starts the worker and has it compile the compositor, while nothing plays: the first paint
   * of a play would otherwise wait for both (~40 ms here), on a thread the playing page needs.
   * With a `rehearsal` (the first frame a play paints, `rehearsalFrame`), the worker paints it
   * with blank pictures of its videos' sizes: its canvases are then those a play needs.
   */
  warm(rehearsal?: Rehearsal | null): void;
  /** Hides the canvas; paints still on their way are not shown. */
  hide(): void;
  dispose(): void;
}

export interface Rehearsal {
  size: { width: number; height: number };
  layers: readonly CompositionLayer[];
  options: { time: number; format: VideoFormat };
}

/** Stills the worker keeps (a main track rarely shows more than two at a time). */
const STILLS_KEPT = 16;

type Job = Extract<ToMainTrackPainter, { kind: 'paint' }>;

export function createMainTrackPainter(
  canvasOf: () => HTMLCanvasElement | null,
  /** called when the canvas first shows a painted frame after `hide` */
  onShown: () => void,
): MainTrackPainter {
  let worker: Worker | null = null;
  let workerFailed = typeof Worker === 'undefined' || typeof VideoFrame === 'undefined';
  let paints = 0;
  // Paints numbered below this were asked for before the last `hide`.
  let shownFrom = 0;
  let showing = false;
  let inFlight = false;
  let waiting: { job: Job; transfer: Transferable[] } | null = null;
  const stillIds = new WeakMap<object, number>();
  const stillsSent = new Map<number, { used: number }>();
  let nextStill = 1;
  let here: OffscreenCanvas | null = null;

  const present = (paint: number, bitmap: ImageBitmap) => {
    const canvas = canvasOf();
    const ctx = paint < shownFrom ? null : canvas?.getContext('bitmaprenderer');
    if (!canvas || !ctx) {
      bitmap.close();
      return;
    }
    ctx.transferFromImageBitmap(bitmap);
    if (!showing) {
      showing = true;
      canvas.style.visibility = 'visible';
      onShown();
    }
  };

  const send = (job: Job, transfer: Transferable[]) => {
    inFlight = true;
    worker?.postMessage(job, transfer);
  };

  const workerOf = (): Worker | null => {
    if (worker || workerFailed) return worker;
    try {
      worker = new Worker(new URL('./main-track.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      workerFailed = true;
      return null;
    }
    worker.onmessage = ({ data }: MessageEvent<FromMainTrackPainter>) => {
      inFlight = false;
      if (data.kind === 'painted') present(data.paint, data.bitmap);
      else giveUpOnWorker();
      const next = waiting;
      waiting = null;
      if (next && worker) send(next.job, next.transfer);
      else if (next) closeFrames(next.job);
    };
    worker.onerror = () => giveUpOnWorker();
    return worker;
  };

  // The worker could not paint (it did not load, or its browser lacks something): from now on
  // the page paints.
  const giveUpOnWorker = () => {
    worker?.terminate();
    worker = null;
    workerFailed = true;
    inFlight = false;
    stillsSent.clear();
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
    if (typeof OffscreenCanvas === 'undefined') return;
    here ??= new OffscreenCanvas(size.width, size.height);
    here.width = size.width;
    here.height = size.height;
    const ctx = here.getContext('2d');
    if (!ctx) return;
    drawComposition(ctx, size, layers, { time, format, backdrop: 'black' });
    present(paint, here.transferToImageBitmap());
  };

  return {
    get showing() {
      return showing;
    },
    paint(size, layers, options) {
      if (!workerOf()) {
        paintHere(size, layers, options);
        return;
      }
      const paint = ++paints;
      const transfer: Transferable[] = [];
      const painted = layers.map(({ source, ...layer }): PaintedLayer => {
        let shown: PaintedSource = null;
        if (source instanceof HTMLVideoElement) {
          const frame = frameOf(source);
          if (frame) {
            shown = { frame };
            transfer.push(frame);
          }
        } else if (source) {
          const still = stillOf(source, paint);
          if (still !== null) shown = { still };
        }
        return { ...layer, source: shown };
      });
      const job: Job = { kind: 'paint', paint, ...size, ...options, layers: painted };
      if (inFlight) {
        if (waiting) closeFrames(waiting.job);
        waiting = { job, transfer };
      } else send(job, transfer);
    },
    warm(rehearsal) {
      const to = workerOf();
      if (!to) return;
      if (!rehearsal) {
        to.postMessage({ kind: 'warm', rehearsal: null } satisfies ToMainTrackPainter);
        return;
      }
      const transfer: Transferable[] = [];
      const layers = rehearsal.layers.map(({ source: _, ...layer }): PaintedLayer => {
        const frame =
          layer.item.type === 'videos' ? blankFrame(layer.sourceWidth, layer.sourceHeight) : null;
        if (frame) transfer.push(frame);
        return { ...layer, source: frame && { frame } };
      });
      const frame = { ...rehearsal.size, ...rehearsal.options, layers };
      to.postMessage({ kind: 'warm', rehearsal: frame } satisfies ToMainTrackPainter, transfer);
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
      workerFailed = true;
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

/** A black frame of a video's size, in the planar YUV its decoder gives (null when it cannot). */
function blankFrame(width: number, height: number): VideoFrame | null {
  if (!(width > 0 && height > 0)) return null;
  const lumaSize = width * height;
  const chromaSize = Math.ceil(width / 2) * Math.ceil(height / 2);
  const data = new Uint8Array(lumaSize + 2 * chromaSize);
  data.fill(16, 0, lumaSize);
  data.fill(128, lumaSize);
  try {
    return new VideoFrame(data, {
      format: 'I420',
      codedWidth: width,
      codedHeight: height,
      timestamp: 0,
    });
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
