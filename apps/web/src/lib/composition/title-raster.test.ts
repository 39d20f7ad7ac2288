import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { CompositorContext } from './compositor';
import { drawThroughRaster, fontReady, inkBox } from './title-raster';

/** An RGBA picture `width` × `height` with alpha 255 at each of `inked` ([x, y]). */
function picture(width: number, height: number, inked: [number, number][]) {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (const [x, y] of inked) rgba[(y * width + x) * 4 + 3] = 255;
  return rgba;
}

describe('inkBox', () => {
  it('is the smallest box around every pixel that is not transparent', () => {
    expect(
      inkBox(
        picture(8, 6, [
          [3, 1],
          [6, 2],
          [2, 4],
        ]),
        8,
        6,
      ),
    ).toEqual({ x: 2, y: 1, width: 5, height: 4 });
    expect(inkBox(picture(4, 3, [[0, 0]]), 4, 3)).toEqual({ x: 0, y: 0, width: 1, height: 1 });
    expect(
      inkBox(
        picture(4, 3, [
          [0, 0],
          [3, 2],
        ]),
        4,
        3,
      ),
    ).toEqual({ x: 0, y: 0, width: 4, height: 3 });
  });

  it('is null when nothing shows; colour under alpha 0 is not ink', () => {
    const clear = picture(5, 5, []);
    clear.fill(200);
    for (let at = 3; at < clear.length; at += 4) clear[at] = 0;
    expect(inkBox(clear, 5, 5)).toBeNull();
  });
});

describe('drawThroughRaster', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** OffscreenCanvas whose pixels are `inked` on the first (frame-sized) one made. */
  function offscreenCanvases(inked: [number, number][]) {
    const made: { width: number; height: number; drawn: unknown[][] }[] = [];
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        readonly drawn: unknown[][] = [];
        constructor(
          readonly width: number,
          readonly height: number,
        ) {
          made.push(this);
        }
        getContext() {
          return {
            fillRect: () => {},
            drawImage: (...args: unknown[]) => this.drawn.push(args),
            getImageData: (_x: number, _y: number, width: number, height: number) => ({
              data: picture(width, height, inked),
            }),
          };
        }
      },
    );
    return made;
  }

  function frameContext() {
    const draws: unknown[][] = [];
    const ctx = {
      canvas: {},
      getTransform: () => ({ isIdentity: true }),
      save: () => {},
      restore: () => {},
      drawImage: (...args: unknown[]) => draws.push(args),
    } as unknown as CompositorContext;
    return { ctx, draws };
  }

  it('copies the whole raster once, then only the box its pixels cover', () => {
    const made = offscreenCanvases([
      [10, 20],
      [29, 24],
    ]);
    const { ctx, draws } = frameContext();
    const paint = vi.fn();
    const size = { width: 64, height: 36 };
    drawThroughRaster(ctx, size, 'cut', paint);
    expect(draws).toEqual([[made[0], 0, 0]]);
    drawThroughRaster(ctx, size, 'cut', paint);
    drawThroughRaster(ctx, size, 'cut', paint);
    expect(paint).toHaveBeenCalledTimes(1);
    // The box, cut once from the frame-sized raster, is what the frames after copy.
    expect(made.map(({ width, height }) => [width, height])).toEqual([
      [64, 36],
      [20, 5],
    ]);
    expect(made[1]!.drawn).toEqual([[made[0], 10, 20, 20, 5, 0, 0, 20, 5]]);
    expect(draws.slice(1)).toEqual([
      [made[1], 10, 20],
      [made[1], 10, 20],
    ]);
  });

  it('cuts the box while the page is idle, copying the whole raster until then', () => {
    const made = offscreenCanvases([[3, 4]]);
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { ctx, draws } = frameContext();
    const size = { width: 32, height: 18 };
    drawThroughRaster(ctx, size, 'idle', () => {});
    drawThroughRaster(ctx, size, 'idle', () => {});
    drawThroughRaster(ctx, size, 'idle', () => {});
    expect(idle).toHaveLength(1);
    expect(made).toHaveLength(1);
    idle[0]!();
    drawThroughRaster(ctx, size, 'idle', () => {});
    expect(draws).toEqual([
      [made[0], 0, 0],
      [made[0], 0, 0],
      [made[0], 0, 0],
      [made[1], 3, 4],
    ]);
  });

  /** A frame context that records each copy with the alpha, filter and transform it had. */
  function placingContext() {
    const copies: { args: unknown[]; alpha: number; filter: string; transform: number[] }[] = [];
    const filterSets: string[] = [];
    let filter = 'none';
    let transform = [1, 0, 0, 1, 0, 0];
    const ctx = {
      canvas: {},
      globalAlpha: 0.7,
      get filter() {
        return filter;
      },
      set filter(value: string) {
        filterSets.push(value);
        filter = value;
      },
      getTransform: () => ({ isIdentity: transform.join() === '1,0,0,1,0,0' }),
      setTransform: (...matrix: number[]) => (transform = matrix),
      drawImage: (...args: unknown[]) =>
        copies.push({ args, alpha: ctx.globalAlpha, filter, transform: [...transform] }),
    };
    return {
      ctx,
      copies,
      filterSets,
      state: () => ({ alpha: ctx.globalAlpha, filter, transform }),
    };
  }

  it('lays the raster faded, moved and scaled about its pivot, and puts the context back', () => {
    // Ink in two corners: the cut keeps the whole frame.
    const made = offscreenCanvases([
      [0, 0],
      [99, 49],
    ]);
    const { ctx, copies, filterSets, state } = placingContext();
    const frame = ctx as unknown as CompositorContext;
    const size = { width: 100, height: 50 };
    const paint = vi.fn(() => ({ x: 40, y: 20 }));
    drawThroughRaster(frame, size, 'moving', paint, {
      alpha: 0.5,
      dx: 0,
      dy: 0,
      scale: 1,
      blur: 0,
    });
    drawThroughRaster(frame, size, 'moving', paint, {
      alpha: 1,
      dx: 10,
      dy: -4,
      scale: 1,
      blur: 0,
    });
    drawThroughRaster(frame, size, 'moving', paint, { alpha: 1, dx: 0, dy: 0, scale: 2, blur: 0 });
    // One picture, painted once, for every frame of the way in.
    expect(paint).toHaveBeenCalledTimes(1);
    expect(copies.map(({ args, alpha, transform }) => [args, alpha, transform])).toEqual([
      [[made[0], 0, 0], 0.5, [1, 0, 0, 1, 0, 0]],
      [[made[1], 0, 0], 1, [1, 0, 0, 1, 10, -4]],
      // Twice the size about (40, 20): that point stays where it was.
      [[made[1], 0, 0], 1, [2, 0, 0, 2, -40, -20]],
    ]);
    // Copies set no filter (setting one costs more than the copy in Chromium).
    expect(filterSets).toEqual([]);
    expect(state()).toEqual({ alpha: 0.7, filter: 'none', transform: [1, 0, 0, 1, 0, 0] });
  });

  it('blurs on a canvas the size of the picture and its blur, not on the frame', () => {
    // Each canvas made records its draws with the filter they had.
    const made: { width: number; height: number; drawn: [unknown[], string][] }[] = [];
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        readonly drawn: [unknown[], string][] = [];
        constructor(
          public width: number,
          public height: number,
        ) {
          made.push(this);
        }
        private readonly context = {
          filter: 'none',
          fillRect: () => {},
          clearRect: () => {},
          drawImage: (...args: unknown[]) => this.drawn.push([args, this.context.filter]),
        };
        getContext() {
          return this.context;
        }
      },
    );
    const { ctx, copies, filterSets, state } = placingContext();
    const frame = ctx as unknown as CompositorContext;
    const size = { width: 100, height: 50 };
    const motion = { alpha: 1, dx: 0, dy: 0, scale: 1, blur: 3.456 };
    drawThroughRaster(frame, size, 'blurred', () => {}, motion);
    const [raster, scratch] = made;
    // 3.456 px reaches 11 px out: the scratch is the raster and 11 px on each side.
    expect([scratch!.width, scratch!.height]).toEqual([122, 72]);
    expect(scratch!.drawn).toEqual([[[raster, 11, 11], 'blur(3.46px)']]);
    expect(copies.map(({ args }) => args)).toEqual([[scratch, -11, -11]]);
    expect(filterSets).toEqual([]);
    expect(state().filter).toBe('none');
  });

  it('draws nothing once it knows the title shows nothing', () => {
    offscreenCanvases([]);
    const { ctx, draws } = frameContext();
    const size = { width: 16, height: 9 };
    expect(drawThroughRaster(ctx, size, 'blank', () => {})).toBe(true);
    expect(drawThroughRaster(ctx, size, 'blank', () => {})).toBe(true);
    expect(drawThroughRaster(ctx, size, 'blank', () => {})).toBe(true);
    expect(draws).toHaveLength(1);
  });
});

describe('fontReady', () => {
  it('asks the font set until the font is in, and not after', () => {
    let loaded = false;
    const check = vi.fn(() => loaded);
    Object.defineProperty(document, 'fonts', { configurable: true, value: { check } });
    onTestFinished(() => {
      Reflect.deleteProperty(document, 'fonts');
    });
    expect(fontReady('700 16px Anton')).toBe(false);
    expect(fontReady('700 16px Anton')).toBe(false);
    loaded = true;
    expect(fontReady('700 16px Anton')).toBe(true);
    expect(fontReady('700 16px Anton')).toBe(true);
    expect(check).toHaveBeenCalledTimes(3);
  });
});
