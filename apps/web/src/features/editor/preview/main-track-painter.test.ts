import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompositionLayer } from '../../../lib/composition/compositor';
import { createMainTrackPainter } from './main-track-painter';
import type { FromMainTrackPainter, ToMainTrackPainter } from './main-track-protocol';

// The page's side of the main-track painter, against a worker that answers when told to: one
// paint on its way at a time, only the newest waiting, frames closed when dropped, nothing
// shown that was asked for before a hide, and the page painting itself once the worker fails.

class FakeFrame {
  static made: FakeFrame[] = [];
  closed = false;
  constructor(
    readonly from: unknown,
    readonly init?: VideoFrameBufferInit,
  ) {
    FakeFrame.made.push(this);
  }
  close() {
    this.closed = true;
  }
}

class FakeWorker {
  static made: FakeWorker[] = [];
  received: ToMainTrackPainter[] = [];
  onmessage: ((event: MessageEvent<FromMainTrackPainter>) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(message: ToMainTrackPainter) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  paints() {
    return this.received.filter((message) => message.kind === 'paint');
  }
  answer(paint: number, kind: 'painted' | 'failed' = 'painted') {
    const data =
      kind === 'painted'
        ? { kind, paint, bitmap: { close: vi.fn() } as unknown as ImageBitmap }
        : { kind, paint, message: 'no 2D context in the worker' };
    this.onmessage?.({ data } as MessageEvent<FromMainTrackPainter>);
  }
}

function setUp() {
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('VideoFrame', FakeFrame);
  FakeWorker.made = [];
  FakeFrame.made = [];
  const shown: unknown[] = [];
  const canvas = document.createElement('canvas');
  vi.spyOn(canvas, 'getContext').mockReturnValue({
    transferFromImageBitmap: (bitmap: ImageBitmap) => shown.push(bitmap),
  } as unknown as RenderingContext);
  const onShown = vi.fn();
  const painter = createMainTrackPainter(() => canvas, onShown);
  const video = document.createElement('video');
  const layers: CompositionLayer[] = [
    {
      item: { id: 'clip' } as CompositionLayer['item'],
      source: video,
      sourceWidth: 1280,
      sourceHeight: 720,
    },
  ];
  const paint = (time: number) =>
    painter.paint({ width: 640, height: 360 }, layers, { time, format: '16:9' });
  const frameOf = (message: ToMainTrackPainter) =>
    message.kind === 'paint' && message.layers[0]!.source && 'frame' in message.layers[0]!.source
      ? (message.layers[0]!.source.frame as unknown as FakeFrame)
      : null;
  return { painter, paint, canvas, shown, onShown, frameOf };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('createMainTrackPainter', () => {
  it('sends one paint at a time with the video’s frame, and only the newest of those asked meanwhile', () => {
    const { paint, shown, onShown, canvas, frameOf } = setUp();
    paint(0);
    paint(0.1);
    paint(0.2);
    const worker = FakeWorker.made[0]!;
    expect(worker.paints().map((job) => job.kind === 'paint' && job.time)).toEqual([0]);
    expect(frameOf(worker.paints()[0]!)).toBeInstanceOf(FakeFrame);

    worker.answer(1);
    expect(shown).toHaveLength(1);
    expect(onShown).toHaveBeenCalledTimes(1);
    expect(canvas.style.visibility).toBe('visible');
    // The third paint went next; the second was dropped, its frame closed (the worker closes
    // the frames it gets).
    expect(worker.paints().map((job) => job.kind === 'paint' && job.time)).toEqual([0, 0.2]);
    worker.answer(3);
    expect(shown).toHaveLength(2);
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  it('closes the frame of a paint dropped while waiting, and leaves the sent one to the worker', () => {
    const { paint, painter } = setUp();
    paint(0);
    paint(0.1);
    paint(0.2);
    const [sent, replaced, waiting] = FakeFrame.made;
    expect(replaced!.closed).toBe(true);
    expect(waiting!.closed).toBe(false);
    painter.hide();
    expect(waiting!.closed).toBe(true);
    expect(sent!.closed).toBe(false);
    FakeWorker.made[0]!.answer(1);
    expect(FakeWorker.made[0]!.paints()).toHaveLength(1);
  });

  it('does not show a paint asked for before a hide', () => {
    const { paint, painter, shown, canvas, onShown } = setUp();
    paint(0);
    painter.hide();
    const worker = FakeWorker.made[0]!;
    worker.answer(1);
    expect(shown).toHaveLength(0);
    expect(painter.showing).toBe(false);
    expect(canvas.style.visibility).toBe('');
    paint(0.5);
    worker.answer(2);
    expect(shown).toHaveLength(1);
    expect(painter.showing).toBe(true);
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  it('sends a still once and names it by number after that', () => {
    const { painter } = setUp();
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(
          public width: number,
          public height: number,
        ) {}
        getContext() {
          return { drawImage: vi.fn() };
        }
        transferToImageBitmap() {
          return { width: this.width } as unknown as ImageBitmap;
        }
      },
    );
    const still = document.createElement('canvas');
    still.width = 64;
    still.height = 48;
    const layers: CompositionLayer[] = [
      {
        item: { id: 'logo' } as CompositionLayer['item'],
        source: still,
        sourceWidth: 64,
        sourceHeight: 48,
      },
    ];
    painter.paint({ width: 640, height: 360 }, layers, { time: 0, format: '16:9' });
    const worker = FakeWorker.made[0]!;
    worker.answer(1);
    painter.paint({ width: 640, height: 360 }, layers, { time: 0.1, format: '16:9' });
    const stills = worker.received.filter((message) => message.kind === 'still');
    expect(stills).toHaveLength(1);
    const sources = worker
      .paints()
      .map((job) => (job.kind === 'paint' ? job.layers[0]!.source : null));
    expect(sources).toEqual([{ still: 1 }, { still: 1 }]);
  });

  it('stops using a worker that fails', () => {
    const { paint, painter } = setUp();
    paint(0);
    const worker = FakeWorker.made[0]!;
    worker.answer(1, 'failed');
    expect(worker.terminated).toBe(true);
    paint(0.1);
    expect(FakeWorker.made).toHaveLength(1);
    expect(worker.paints()).toHaveLength(1);
    expect(painter.showing).toBe(false);
  });

  it('starts the worker before any paint when warmed, and paints with that same worker', () => {
    const { painter, paint } = setUp();
    painter.warm();
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]!.received).toEqual([{ kind: 'warm', rehearsal: null }]);
    paint(0);
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]!.paints()).toHaveLength(1);
  });

  it('rehearses a play’s first frame with a black picture of each video’s size', () => {
    const { painter } = setUp();
    const item = (id: string, type: 'videos' | 'images') =>
      ({ id, type }) as CompositionLayer['item'];
    painter.warm({
      size: { width: 1280, height: 720 },
      layers: [
        { item: item('clip', 'videos'), source: null, sourceWidth: 853, sourceHeight: 480 },
        { item: item('still', 'images'), source: null, sourceWidth: 64, sourceHeight: 48 },
      ],
      options: { time: 250, format: '16:9' },
    });
    const [message] = FakeWorker.made[0]!.received;
    expect(message).toMatchObject({
      kind: 'warm',
      rehearsal: { width: 1280, height: 720, time: 250, format: '16:9' },
    });
    const layers = message?.kind === 'warm' ? message.rehearsal!.layers : [];
    expect(layers.map((layer) => layer.item.id)).toEqual(['clip', 'still']);
    expect(layers[1]!.source).toBeNull();
    const frame = (layers[0]!.source as { frame: unknown }).frame as FakeFrame;
    expect(frame.init).toMatchObject({ format: 'I420', codedWidth: 853, codedHeight: 480 });
    // Odd widths round their chroma planes up; luma is video black (16), chroma neutral (128).
    const data = frame.from as Uint8Array;
    expect(data).toHaveLength(853 * 480 + 2 * 427 * 240);
    expect([data[0], data[853 * 480 - 1], data[853 * 480], data.at(-1)]).toEqual([
      16, 16, 128, 128,
    ]);
  });
});
