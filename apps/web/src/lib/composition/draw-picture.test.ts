import type { TimelineItem } from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import { drawComposition, type CompositionLayer, type CompositorContext } from './compositor';
import { drawPicture, stillGradeSize, turnTitle } from './draw-picture';
import { framedSourceSize } from './picture-frame';

/** Records transforms, filters and draws, with the state each draw was made in. */
function recorder() {
  const ops: Array<{ op: string; args: number[]; filter: string }> = [];
  const stack: Array<{ filter: string }> = [];
  const state = { filter: 'none', globalAlpha: 1, imageSmoothingQuality: 'low', fillStyle: '' };
  const log =
    (op: string) =>
    (...args: unknown[]) =>
      ops.push({ op, args: args.filter((a) => typeof a === 'number'), filter: state.filter });
  const ctx = Object.assign(state, {
    save: () => stack.push({ filter: state.filter }),
    restore: () => Object.assign(state, stack.pop()),
    drawImage: log('drawImage'),
    translate: log('translate'),
    rotate: log('rotate'),
    scale: log('scale'),
    fillRect: (...args: unknown[]) =>
      ops.push({
        op: `fillRect ${String((state as { globalCompositeOperation?: string }).globalCompositeOperation)} ${state.fillStyle}`,
        args: args.filter((a): a is number => typeof a === 'number'),
        filter: state.filter,
      }),
    beginPath: () => {},
    rect: () => {},
    clip: () => {},
  });
  return { ctx: ctx as unknown as CompositorContext, ops, state };
}

function item(extra: Partial<TimelineItem>): TimelineItem {
  return {
    id: 'i',
    mediaId: 'm',
    name: 'n',
    url: '',
    type: 'images',
    trackId: 'main-video',
    trackType: 'main',
    startTime: 0,
    duration: 5000,
    trimStart: 0,
    volume: 1,
    opacity: 1,
    ...extra,
  };
}

const still = { width: 200, height: 100 } as unknown as CanvasImageSource;
const layer = (extra: Partial<TimelineItem>): CompositionLayer => ({
  item: item(extra),
  source: still,
  sourceWidth: 200,
  sourceHeight: 100,
});
const rect = { x: 10, y: 20, width: 100, height: 50 };

describe('drawPicture', () => {
  it('draws a plain picture with one drawImage, no transform and no filter', () => {
    const { ctx, ops, state } = recorder();
    drawPicture(ctx, still, layer({}), rect, 1, 'high');
    expect(ops).toEqual([{ op: 'drawImage', args: [10, 20, 100, 50], filter: 'none' }]);
    expect(state.filter).toBe('none');
  });

  it('draws only the part the crop keeps (the source rect in source px)', () => {
    const { ctx, ops } = recorder();
    const crop = { left: 0.5, top: 0.1, right: 0, bottom: 0.2 };
    drawPicture(ctx, still, layer({ crop }), rect, 1, 'high');
    expect(ops).toEqual([
      { op: 'drawImage', args: [100, 10, 100, 70, 10, 20, 100, 50], filter: 'none' },
    ]);
  });

  it('turns about the rect’s centre; a quarter turn draws the picture on its side', () => {
    const { ctx, ops } = recorder();
    drawPicture(ctx, still, layer({ rotation: 90 }), rect, 1, 'high');
    expect(ops.map((entry) => entry.op)).toEqual(['translate', 'rotate', 'drawImage']);
    expect(ops[0]!.args).toEqual([60, 45]);
    expect(ops[1]!.args[0]).toBeCloseTo(Math.PI / 2);
    // the rect is the turned picture (100 × 50 on the frame): unturned it is 50 wide, 100 high
    expect(ops[2]!.args).toEqual([-25, -50, 50, 100]);
  });

  it('mirrors the turned picture as it shows by a negative scale: Flip H on x, Flip V on y', () => {
    const { ctx, ops } = recorder();
    drawPicture(ctx, still, layer({ flipH: true }), rect, 1, 'high');
    expect(ops.map((entry) => entry.op)).toEqual(['translate', 'scale', 'drawImage']);
    expect(ops[1]!.args).toEqual([-1, 1]);
    const both = recorder();
    drawPicture(
      both.ctx,
      still,
      layer({ flipH: true, flipV: true, rotation: 30 }),
      rect,
      1,
      'high',
    );
    expect(both.ops.find((entry) => entry.op === 'scale')!.args).toEqual([-1, -1]);
    expect(both.ops.at(-1)!.args).toEqual([-50, -25, 100, 50]);
  });

  /** A recorder that is a real canvas's context as far as in-place grading asks. */
  function canvasRecorder() {
    const recorded = recorder();
    Object.assign(recorded.ctx, {
      canvas: { width: 1280, height: 720 },
      getTransform: () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }),
      setTransform: () => {},
    });
    return recorded;
  }

  it('grades a fully shown video frame where it lies: a plain draw, then fills over its own rect', () => {
    const { ctx, ops, state } = canvasRecorder();
    const colour = {
      brightness: 0.5,
      contrast: 0.2,
      saturation: -0.5,
      temperature: 1,
      look: 'none' as const,
    };
    drawPicture(ctx, still, layer({ type: 'videos', colour }), rect, 1, 'high');
    expect(ops.map((entry) => entry.op)).toEqual([
      'drawImage',
      'fillRect soft-light rgb(204, 139, 51)',
      // brightness 1.3 and contrast 1.12 as one line: 1.456·x − 0.06
      'fillRect lighter rgb(69, 69, 69)',
      'fillRect color-burn rgb(175, 175, 175)',
      'fillRect saturation rgb(128, 128, 128)',
    ]);
    for (const entry of ops) expect(entry.args).toEqual([10, 20, 100, 50]);
    expect(ops.every((entry) => entry.filter === 'none')).toBe(true);
    expect(state.filter).toBe('none');
  });

  it('grades on a scratch canvas what must not tint the layers under it: stills and faded frames', () => {
    const colour = {
      brightness: 0,
      contrast: 0,
      saturation: 0,
      temperature: 1,
      look: 'mono' as const,
    };
    const fillsOnFrame = (extra: Partial<TimelineItem>, alpha: number) => {
      const { ctx, ops } = canvasRecorder();
      drawPicture(ctx, still, layer({ colour, ...extra }), rect, alpha, 'high');
      return ops.filter((op) => op.op.startsWith('fillRect')).length;
    };
    expect(fillsOnFrame({ type: 'videos' }, 1)).toBeGreaterThan(0);
    expect(fillsOnFrame({ type: 'images' }, 1)).toBe(0);
    expect(fillsOnFrame({ type: 'videos' }, 0.5)).toBe(0);
  });
});

describe('a cropped, turned picture on the frame', () => {
  it('fits the frame by its cropped size (the compositor passes it to the rect functions)', () => {
    const { ctx, ops } = recorder();
    // 200 × 100 with its left half cropped: a square, fitted to the 1280 × 720 frame's height
    drawComposition(ctx, { width: 1280, height: 720 }, [
      layer({ crop: { left: 0.5, top: 0, right: 0, bottom: 0 } }),
    ]);
    expect(ops.at(-1)!.args).toEqual([100, 0, 100, 100, 280, 0, 720, 720]);
  });

  it('fits a quarter-turned picture by its turned aspect', () => {
    expect(framedSourceSize({ rotation: -90 }, 1920, 1080)).toEqual({ width: 1080, height: 1920 });
    expect(framedSourceSize({ rotation: 45 }, 1920, 1080)).toEqual({ width: 1920, height: 1080 });
    expect(framedSourceSize({}, 0, 0)).toEqual({ width: 0, height: 0 });
    const { ctx, ops } = recorder();
    drawComposition(ctx, { width: 1280, height: 720 }, [layer({ rotation: 90 })]);
    // 200 × 100 turned is 100 × 200 → 360 × 720 on the frame, centred; drawn unturned 720 × 360
    expect(ops.find((entry) => entry.op === 'translate' && entry.args[0] === 640)!.args).toEqual([
      640, 360,
    ]);
    expect(ops.at(-1)!.args).toEqual([-360, -180, 720, 360]);
  });
});

describe('turnTitle', () => {
  const reference = { width: 640, height: 360 };
  it('turns and mirrors a title about its centre, and leaves a title at rest alone', () => {
    const { ctx, ops } = recorder();
    const title = item({ type: 'text', trackType: 'overlay', rotation: -30, flipV: true });
    expect(turnTitle(ctx, { width: 1280, height: 720 }, title, reference)).toBe(true);
    expect(ops.map((entry) => [entry.op, ...entry.args])).toEqual([
      ['translate', 640, 360],
      ['scale', 1, -1],
      ['rotate', (-30 * Math.PI) / 180],
      ['translate', -640, -360],
    ]);
    const still = recorder();
    expect(
      turnTitle(still.ctx, { width: 1280, height: 720 }, item({ type: 'text' }), reference),
    ).toBe(false);
    expect(still.ops).toEqual([]);
  });
});

describe('stillGradeSize', () => {
  it('grades a still once for the sizes a keyframed scale draws it at, never below the drawn size', () => {
    const own = { width: 640, height: 360 };
    // Scale 1 → 1.4 on keyframes: every size between shares one grading.
    expect(stillGradeSize(own, 200, 112.5)).toEqual({ w: 320, h: 180 });
    expect(stillGradeSize(own, 250, 140.6)).toEqual({ w: 320, h: 180 });
    expect(stillGradeSize(own, 280, 157.5)).toEqual({ w: 320, h: 180 });
    // Larger than half its size: its own size; larger than that: its own size, scaled up after.
    expect(stillGradeSize(own, 400, 225)).toEqual({ w: 640, h: 360 });
    expect(stillGradeSize(own, 1280, 720)).toEqual({ w: 640, h: 360 });
    expect(stillGradeSize(own, 40, 22.5)).toEqual({ w: 40, h: 23 });
  });
});
