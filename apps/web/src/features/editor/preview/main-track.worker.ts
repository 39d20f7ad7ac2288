import { drawComposition, type CompositionLayer } from '../../../lib/composition/compositor';
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

scope.onmessage = ({ data }) => {
  if (data.kind === 'still') stills.set(data.id, data.bitmap);
  else if (data.kind === 'forget')
    for (const id of data.ids) {
      stills.get(id)?.close();
      stills.delete(id);
    }
  else if (data.kind === 'warm') warm();
  else paint(data);
};

function warm(): void {
  const ctx = new OffscreenCanvas(1, 1).getContext('2d');
  if (ctx) drawComposition(ctx, { width: 1, height: 1 }, [], { time: 0, backdrop: 'black' });
}

function paint(job: Extract<ToMainTrackPainter, { kind: 'paint' }>): void {
  const frames: VideoFrame[] = [];
  try {
    canvas ??= new OffscreenCanvas(job.width, job.height);
    if (canvas.width !== job.width) canvas.width = job.width;
    if (canvas.height !== job.height) canvas.height = job.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2D context in the worker');
    const layers = job.layers.map(({ source, ...layer }): CompositionLayer => {
      if (source && 'frame' in source) frames.push(source.frame);
      return {
        ...layer,
        source: !source
          ? null
          : 'frame' in source
            ? source.frame
            : (stills.get(source.still) ?? null),
      };
    });
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
