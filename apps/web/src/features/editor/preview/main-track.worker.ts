import { drawComposition, type CompositionLayer } from '../../../lib/composition/compositor';
import { FramePictures } from '../../../lib/composition/frame-pictures';
import type { FromMainTrackPainter, PaintedFrame, ToMainTrackPainter } from './main-track-protocol';

// The playing preview's main-track picture (graded, crossfading, zoomed on keyframes), drawn off
// the page's thread by the compositor the export uses: the page sends each new video frame
// and gets the painted frame back as a bitmap its canvas shows as it is.

interface WorkerScope {
  onmessage: ((event: MessageEvent<ToMainTrackPainter>) => void) | null;
  postMessage(message: FromMainTrackPainter, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;
const stills = new Map<number, ImageBitmap>();
let canvas: OffscreenCanvas | null = null;
// Each video frame converted by copyTo, not by the canvas's slow drawImage of a VideoFrame.
const pictures = new FramePictures();
// Paints share the canvas and the pictures' slots: one runs at a time (a rehearsal may still be
// running when a play's first paint comes).
let painting: Promise<unknown> = Promise.resolve();
/** The pictures a frame converts at most: a crossfade's two. */
const CROSSFADE_SLOTS = 2;

scope.onmessage = ({ data }) => {
  if (data.kind === 'still') stills.set(data.id, data.bitmap);
  else if (data.kind === 'forget')
    for (const id of data.ids) {
      stills.get(id)?.close();
      stills.delete(id);
    }
  else if (data.kind === 'warm') warm(data.rehearsal);
  else void paint(data);
};

function warm(rehearsal: PaintedFrame | null): void {
  if (rehearsal) {
    // A crossfade converts two frames: both slots are made ready for the videos' size.
    const video = rehearsal.layers.find((layer) => layer.source && 'frame' in layer.source);
    const rehearse = () => {
      if (video) pictures.reserve(CROSSFADE_SLOTS, video.sourceWidth, video.sourceHeight);
      return render(rehearsal);
    };
    // A failed rehearsal is the first paint's to report.
    void inTurn(rehearse).then(
      (bitmap) => bitmap.close(),
      () => {},
    );
    return;
  }
  const ctx = new OffscreenCanvas(1, 1).getContext('2d');
  if (ctx) drawComposition(ctx, { width: 1, height: 1 }, [], { time: 0, backdrop: 'black' });
}

async function paint(job: Extract<ToMainTrackPainter, { kind: 'paint' }>): Promise<void> {
  try {
    const bitmap = await inTurn(() => render(job));
    scope.postMessage({ kind: 'painted', paint: job.paint, bitmap }, [bitmap]);
  } catch (error) {
    scope.postMessage({
      kind: 'failed',
      paint: job.paint,
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

function inTurn(work: () => Promise<ImageBitmap>): Promise<ImageBitmap> {
  const painted = painting.then(work);
  painting = painted.catch(() => {});
  return painted;
}

/** The frame painted on the worker's canvas, as a bitmap; its video frames are closed. */
async function render(job: PaintedFrame): Promise<ImageBitmap> {
  // Each video's frame is converted in a slot of its own (a crossfade's two pictures).
  let slot = 0;
  try {
    canvas ??= new OffscreenCanvas(job.width, job.height);
    if (canvas.width !== job.width) canvas.width = job.width;
    if (canvas.height !== job.height) canvas.height = job.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2D context in the worker');
    const layers = await Promise.all(
      job.layers.map(async ({ source, ...layer }): Promise<CompositionLayer> => {
        if (!source) return { ...layer, source: null };
        if ('still' in source) return { ...layer, source: stills.get(source.still) ?? null };
        return { ...layer, source: await pictures.pictureOf(source.frame, slot++) };
      }),
    );
    drawComposition(ctx, canvas, layers, { time: job.time, format: job.format, backdrop: 'black' });
    return canvas.transferToImageBitmap();
  } finally {
    // Every frame sent, even those a failure left unconverted.
    for (const layer of job.layers)
      if (layer.source && 'frame' in layer.source) layer.source.frame.close();
  }
}
