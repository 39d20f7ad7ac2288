import type { TextContent, TimelineItem } from '@reelwright/timeline';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { CompositorContext } from './compositor';
import { drawText, TEXT_SHADOW, typedLines } from './draw-text';

interface Op {
  op: 'fillRect' | 'fillText' | 'strokeText';
  args: unknown[];
  state: Record<string, unknown>;
}

/** Records what was painted and with which state (happy-dom has no 2D canvas): 20 px a letter. */
function recorder() {
  const ops: Op[] = [];
  const state: Record<string, unknown> = {
    globalAlpha: 1,
    fillStyle: '#000000',
    strokeStyle: '#000000',
    lineWidth: 1,
    font: '10px sans-serif',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    shadowColor: 'rgba(0, 0, 0, 0)',
    filter: 'none',
  };
  const stack: Record<string, unknown>[] = [];
  const record =
    (op: Op['op']) =>
    (...args: unknown[]) =>
      ops.push({ op, args, state: { ...state } });
  const ctx = Object.assign(state, {
    save: () => stack.push({ ...state }),
    restore: () => Object.assign(state, stack.pop()),
    fillRect: record('fillRect'),
    fillText: record('fillText'),
    strokeText: record('strokeText'),
    measureText: (text: string) => ({ width: Array.from(text).length * 20 }),
  });
  return { ctx: ctx as unknown as CompositorContext, ops, state };
}

const SIZE = { width: 1280, height: 720 };
const REFERENCE = { width: 640, height: 360 };

function title(text: Partial<TextContent>, extra: Partial<TimelineItem> = {}): TimelineItem {
  return {
    id: 't',
    mediaId: '',
    name: 'Title',
    url: '',
    type: 'text',
    trackId: 'overlay-1',
    trackType: 'overlay',
    startTime: 1_000,
    duration: 4_000,
    trimStart: 0,
    volume: 1,
    opacity: 1,
    text: { content: 'Hello', fontSize: 64, color: '#ff0000', ...text },
    ...extra,
  };
}

describe('drawText', () => {
  it('draws an old title exactly as before: bold Inter, centred, shadowed', () => {
    const { ctx, ops } = recorder();
    drawText(ctx, SIZE, title({}), 1, REFERENCE, 2_000);
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({
      op: 'fillText',
      args: ['Hello', 640, 360],
      state: {
        font: 'bold 64px Inter, sans-serif',
        textAlign: 'center',
        textBaseline: 'middle',
        shadowColor: TEXT_SHADOW,
        fillStyle: '#ff0000',
      },
    });
  });

  it('uses the family and weight, aligns in the title box and spaces the lines', () => {
    const transform = { x: 100, y: 50, scale: 1, opacity: 1 };
    const { ctx, ops } = recorder();
    drawText(
      ctx,
      SIZE,
      title(
        {
          content: 'A\nB',
          fontFamily: 'Montserrat',
          fontWeight: 900,
          align: 'left',
          lineHeight: 2,
        },
        { transform },
      ),
      1,
      REFERENCE,
    );
    // The box is 128×96 reference px at (100, 50): 256×192 at (200, 100) on a 1280 canvas.
    expect(ops.map((op) => op.args)).toEqual([
      ['A', 200, 196 - 64],
      ['B', 200, 196 + 64],
    ]);
    expect(ops[0]!.state).toMatchObject({
      font: '900 64px "Montserrat", "Noto Sans SC Variable", sans-serif',
      textAlign: 'left',
    });
    const right = recorder();
    drawText(right.ctx, SIZE, title({ align: 'right' }, { transform }), 1, REFERENCE);
    expect(right.ops[0]!.args).toEqual(['Hello', 456, 196]);
  });

  it('strokes the outline under the fill, scaled like the font, and can drop the shadow', () => {
    const { ctx, ops } = recorder();
    drawText(
      ctx,
      { width: 640, height: 360 },
      title({ outlineWidth: 4, outlineColor: '#00ff00', shadow: false }),
      1,
      REFERENCE,
    );
    expect(ops.map((op) => op.op)).toEqual(['strokeText', 'fillText']);
    // 4 px at 1280 is 2 px at 640; the stroke is twice that, half of it under the fill.
    expect(ops[0]!.state).toMatchObject({ strokeStyle: '#00ff00', lineWidth: 4 });
    expect(ops[1]!.state.shadowColor).toBe('rgba(0, 0, 0, 0)');
  });

  it('puts one padded box round all lines, one per line, or a band across the frame', () => {
    const box = (backgroundBox: TextContent['backgroundBox']) => {
      const { ctx, ops } = recorder();
      drawText(
        ctx,
        SIZE,
        title({
          content: 'Hi\nThere',
          backgroundColor: '#00ff00',
          backgroundOpacity: 0.5,
          backgroundBox,
        }),
        0.8,
        REFERENCE,
      );
      return ops.filter((op) => op.op === 'fillRect');
    };
    // Lines 76.8 px apart round y 360; padding 0.4 × 64 across, 0.2 × 64 down.
    const [block] = box('block');
    expect(block!.args.map((value) => Math.round(value as number))).toEqual([
      640 - 50 - 26,
      Math.round(360 - 76.8 - 12.8),
      100 + 51,
      Math.round(2 * 76.8 + 25.6),
    ]);
    expect(block!.state).toMatchObject({ fillStyle: '#00ff00', globalAlpha: 0.4 });
    expect(box('lines')).toHaveLength(2);
    expect(box('bar')[0]!.args.slice(0, 1).concat(box('bar')[0]!.args.slice(2, 3))).toEqual([
      0, 1280,
    ]);
    expect(box(undefined)).toHaveLength(1);
  });

  it('types the words in place, the box whole from the start', () => {
    const animationIn = { kind: 'typewriter' as const, duration: 1_000 };
    const draw = (time: number) => {
      const { ctx, ops } = recorder();
      drawText(
        ctx,
        SIZE,
        title({ content: 'Hello', animationIn, backgroundOpacity: 1, backgroundColor: '#00ff00' }),
        1,
        REFERENCE,
        time,
      );
      return ops;
    };
    const early = draw(1_400);
    expect(early.find((op) => op.op === 'fillText')).toMatchObject({
      args: ['He', 640 - 50, 360],
      state: { textAlign: 'left' },
    });
    expect(early.find((op) => op.op === 'fillRect')!.args[2]).toBeCloseTo(100 + 51.2);
    expect(draw(2_000).find((op) => op.op === 'fillText')!.args).toEqual(['Hello', 640, 360]);
  });

  it('slides, rises, scales, blurs and fades with the animation', () => {
    const at = (kind: 'slide' | 'rise' | 'pop' | 'blur' | 'fade', time: number) => {
      const { ctx, ops } = recorder();
      drawText(ctx, SIZE, title({ animationIn: { kind, duration: 1_000 } }), 1, REFERENCE, time);
      return ops[0]!;
    };
    // Half-way through a second: eased 1 − 0.5³ = 0.875 of the way.
    expect(at('slide', 1_500).args[1]).toBeCloseTo(640 - 0.1 * 0.125 * 1280);
    expect(at('rise', 1_500).args[2]).toBeCloseTo(360 + 0.08 * 0.125 * 720);
    expect(at('slide', 1_500).state.globalAlpha).toBeCloseTo(0.875);
    // A pop is at 1.1 × at 70 % of its time.
    expect(at('pop', 1_700).state.font).toBe('bold 70.4px Inter, sans-serif');
    // A quarter through a blur-in: 20 × 0.75³ px at 1280 wide.
    expect(at('blur', 1_250).state.filter).toBe('blur(8.44px)');
    expect(at('fade', 1_500).state.globalAlpha).toBeCloseTo(0.5);
    expect(at('fade', 3_000).state).toMatchObject({ globalAlpha: 1, filter: 'none' });
  });
});

describe('typedLines', () => {
  it('cuts the lines to the first characters in order', () => {
    expect(typedLines(['ab', 'cd'], 3)).toEqual(['ab', 'c']);
    expect(typedLines(['ab', 'cd'], 0)).toEqual(['', '']);
    expect(typedLines(['ab', 'cd'], 9)).toEqual(['ab', 'cd']);
  });
});

describe('a title at rest', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A canvas context as the compositor has one: the recorder, with a canvas and a transform. */
  function canvasContext(identity = true) {
    const { ctx, ops } = recorder();
    const draws: unknown[] = [];
    const transforms: number[][] = [];
    Object.assign(ctx, {
      canvas: {},
      getTransform: () => ({ isIdentity: identity }),
      setTransform: (...matrix: number[]) => transforms.push(matrix),
      drawImage: (image: unknown) => draws.push(image),
    });
    return { ctx, ops, draws, transforms };
  }

  /** OffscreenCanvas made of recorders: each raster's own paints, in the order it was made. */
  function offscreenCanvases() {
    const rasters: Op[][] = [];
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        readonly ops: Op[];
        constructor() {
          const { ctx, ops } = recorder();
          this.ops = ops;
          rasters.push(ops);
          this.context = ctx;
        }
        readonly context: CompositorContext;
        getContext() {
          return this.context;
        }
      },
    );
    return rasters;
  }

  it('is drawn once into a raster of its own and copied on the frames after', () => {
    const rasters = offscreenCanvases();
    const shown = title({ content: 'Kept', animationIn: { kind: 'typewriter', duration: 500 } });
    const { ctx, ops, draws } = canvasContext();
    // Typing in: drawn on the frame itself, frame after frame.
    drawText(ctx, SIZE, shown, 1, REFERENCE, 1_200);
    expect(ops.filter((op) => op.op === 'fillText')).toHaveLength(1);
    expect(rasters).toHaveLength(0);
    // Typed: one raster painted once, then copied.
    for (const time of [2_000, 2_033, 2_066]) drawText(ctx, SIZE, shown, 1, REFERENCE, time);
    expect(rasters).toHaveLength(1);
    expect(rasters[0]!.filter((op) => op.op === 'fillText').map((op) => op.args[0])).toEqual([
      'Kept',
    ]);
    expect(draws).toHaveLength(3);
    expect(ops.filter((op) => op.op === 'fillText')).toHaveLength(1);
    // New words are a new picture.
    drawText(
      ctx,
      SIZE,
      { ...shown, text: { ...shown.text!, content: 'Changed' } },
      1,
      REFERENCE,
      2_100,
    );
    expect(rasters).toHaveLength(2);
  });

  it('comes in and goes out as one raster, faded, scaled about its centre, moved', () => {
    const rasters = offscreenCanvases();
    const shown = title({
      content: 'Pop',
      animationIn: { kind: 'pop', duration: 1_000 },
      animationOut: { kind: 'slide', duration: 1_000 },
    });
    const { ctx, ops, draws, transforms } = canvasContext();
    for (const time of [1_100, 1_700, 2_500, 4_500])
      drawText(ctx, SIZE, shown, 0.8, REFERENCE, time);
    expect(rasters).toHaveLength(1);
    // Painted whole and opaque; the layer's alpha and the way in are laid on the copy.
    expect(rasters[0]!.filter((op) => op.op === 'fillText')).toMatchObject([
      { args: ['Pop', 640, 360], state: { globalAlpha: 1 } },
    ]);
    expect(ops).toHaveLength(0);
    expect(draws).toHaveLength(4);
    // At 70 % of the pop it is 1.1 × about the text's centre (640, 360): the centre stays put.
    const [a, , , d, e, f] = transforms[2]!; // each move is set, then set back
    expect([a, d]).toEqual([1.1, 1.1]);
    expect(e! + 1.1 * 640).toBeCloseTo(640);
    expect(f! + 1.1 * 360).toBeCloseTo(360);
    // Sliding out, half-way: moved left by the eased share of the frame's width.
    expect(transforms.at(-2)![4]).toBeCloseTo(-0.1 * 0.125 * 1280);
  });

  it('types, and scales a band across the frame, on the frame itself', () => {
    const rasters = offscreenCanvases();
    const { ctx, ops } = canvasContext();
    const typed = title({ content: 'Typed', animationIn: { kind: 'typewriter', duration: 1_000 } });
    drawText(ctx, SIZE, typed, 1, REFERENCE, 1_500);
    const band = title({
      content: 'Band',
      backgroundBox: 'bar',
      backgroundOpacity: 0.5,
      animationIn: { kind: 'pop', duration: 1_000 },
    });
    drawText(ctx, SIZE, band, 1, REFERENCE, 1_500);
    expect(rasters).toHaveLength(0);
    expect(ops.filter((op) => op.op === 'fillText').map((op) => op.args[0])).toEqual([
      'Ty',
      'Band',
    ]);
    // The band stays as wide as the frame while the words grow.
    expect(ops.find((op) => op.op === 'fillRect')!.args[2]).toBe(1280);
  });

  it('is drawn again once its font has arrived, not copied from the stand-in font', () => {
    const rasters = offscreenCanvases();
    let loaded = false;
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { check: () => loaded },
    });
    onTestFinished(() => {
      Reflect.deleteProperty(document, 'fonts');
    });
    const { ctx } = canvasContext();
    const shown = title({ content: 'Font', fontFamily: 'Anton' });
    drawText(ctx, SIZE, shown, 1, REFERENCE);
    drawText(ctx, SIZE, shown, 1, REFERENCE);
    expect(rasters).toHaveLength(1);
    loaded = true;
    drawText(ctx, SIZE, shown, 1, REFERENCE);
    drawText(ctx, SIZE, shown, 1, REFERENCE);
    expect(rasters).toHaveLength(2);
  });

  it('is drawn on the frame when turned (a transform is set)', () => {
    const rasters = offscreenCanvases();
    const { ctx, ops, draws } = canvasContext(false);
    drawText(ctx, SIZE, title({ content: 'Turned' }), 1, REFERENCE);
    expect(rasters).toHaveLength(0);
    expect(draws).toHaveLength(0);
    expect(ops.filter((op) => op.op === 'fillText')).toHaveLength(1);
  });
});
