import { drawComposition, type CompositionLayer } from '../../../lib/composition/compositor';
import { FramePictures } from '../../../lib/composition/frame-pictures';
import type { FromMainTrackPainter, ToMainTrackPainter } from './main-track-protocol';

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

scope.onmessage = ({ data }) => {
  if (data.kind === 'still') stills.set(data.id, data.bitmap);
  else if (data.kind === 'forget')
    for (const id of data.ids) {
      stills.get(id)?.close();
      stills.delete(id);
    }
  else if (data.kind === 'warm') warm();
  else void paint(data);
};

function warm(): void {
  const ctx = new OffscreenCanvas(1, 1).getContext('2d');
  if (ctx) drawComposition(ctx, { width: 1, height: 1 }, [], { time: 0, backdrop: 'black' });
}

async function paint(job: Extract<ToMainTrackPainter, { kind: 'paint' }>): Promise<void> {
  const frames: VideoFrame[] = [];
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
        frames.push(source.frame);
        return { ...layer, source: await pictures.pictureOf(source.frame, frames.length - 1) };
      }),
    );
    drawComposition(ctx, canvas, layers, { time: job.time, format: job.format, backdrop: 'black' });
    const bitmap = canvas.transferToImageBitmap();
    scope.postMessage({ kind: 'painted', paint: job.paint, bitmap }, [bitmap]);
  } catch (error) {
    scope.postMessage({
      kind: 'failed',
      paint: job.paint,
      message: error instanceof Error ? error.message : String(error),
    });
  } finally {
    for (const frame of frames) frame.close();
  }
}
