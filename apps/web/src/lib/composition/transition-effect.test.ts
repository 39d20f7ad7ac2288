import {
  TRANSITION_KINDS,
  type ActiveTransition,
  type TimelineItem,
  type TransitionKind,
} from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import { drawComposition, type CompositionLayer, type CompositorContext } from './compositor';
import { transitionEffect } from './transition-effect';

const frame = { width: 1280, height: 720 };
const at = (kind: TransitionKind, role: ActiveTransition['role'], progress: number) =>
  transitionEffect({ kind, role, progress }, frame, 'main');

describe('transitionEffect', () => {
  it('leaves a layer with no transition alone', () => {
    expect(transitionEffect(undefined, frame, 'main')).toEqual({ alpha: 1, under: [], over: [] });
  });

  it('crossfade: the outgoing stays whole, the incoming rises; in / out to and from nothing', () => {
    expect(at('crossfade', 'outgoing', 0.3).alpha).toBe(1);
    expect(at('crossfade', 'incoming', 0.3).alpha).toBe(0.3);
    expect(at('crossfade', 'in', 0.25).alpha).toBe(0.25);
    expect(at('crossfade', 'out', 0.25).alpha).toBe(0.75);
  });

  it('dip: the outgoing sinks into the colour, then the incoming rises out of it', () => {
    const black = { colour: '#000000', alpha: 1 };
    expect(at('dip-black', 'outgoing', 0.25)).toEqual({
      alpha: 1,
      under: [black],
      over: [{ colour: '#000000', alpha: 0.5 }],
    });
    expect(at('dip-white', 'incoming', 0.25)).toEqual({ alpha: 0, under: [], over: [] });
    expect(at('dip-white', 'outgoing', 0.75)).toEqual({ alpha: 0, under: [], over: [] });
    expect(at('dip-white', 'incoming', 0.75)).toEqual({
      alpha: 1,
      under: [black],
      over: [{ colour: '#ffffff', alpha: 0.5 }],
    });
    // From nothing the colour comes up out of the black first.
    expect(at('dip-white', 'in', 0.25)).toEqual({
      alpha: 0,
      under: [{ colour: '#ffffff', alpha: 0.5 }],
      over: [],
    });
    // An overlay has no frame to fill: it fades to nothing and back.
    expect(
      transitionEffect({ kind: 'dip-black', role: 'out', progress: 0.25 }, frame, 'overlay'),
    ).toEqual({ alpha: 0.5, under: [], over: [] });
  });

  it('wipe: an edge moving that way reveals the incoming (and hides an item going out)', () => {
    expect(at('wipe-left', 'incoming', 0.25).clip).toEqual({
      x: 960,
      y: 0,
      width: 320,
      height: 720,
    });
    expect(at('wipe-right', 'in', 0.25).clip).toEqual({ x: 0, y: 0, width: 320, height: 720 });
    expect(at('wipe-up', 'incoming', 0.5).clip).toEqual({ x: 0, y: 360, width: 1280, height: 360 });
    expect(at('wipe-down', 'incoming', 0.5).clip).toEqual({ x: 0, y: 0, width: 1280, height: 360 });
    expect(at('wipe-left', 'out', 0.25).clip).toEqual({ x: 0, y: 0, width: 960, height: 720 });
    expect(at('wipe-left', 'outgoing', 0.25)).toEqual({ alpha: 1, under: [], over: [] });
    // On the main track the incoming's frame is opaque: black where its picture is not.
    expect(at('wipe-left', 'incoming', 0.25).under).toEqual([{ colour: '#000000', alpha: 1 }]);
  });

  it('slide: the incoming comes in moving that way, the outgoing leaves ahead of it', () => {
    expect(at('slide-left', 'incoming', 0.25).offset).toEqual({ x: 960, y: 0 });
    expect(at('slide-left', 'outgoing', 0.25).offset).toEqual({ x: -320, y: 0 });
    expect(at('slide-right', 'incoming', 0.25).offset).toEqual({ x: -960, y: 0 });
    expect(at('slide-up', 'in', 0.5).offset).toEqual({ x: 0, y: 360 });
    expect(at('slide-down', 'out', 0.5).offset).toEqual({ x: 0, y: 360 });
    expect(at('slide-down', 'incoming', 1).offset).toEqual({ x: 0, y: 0 });
  });

  it('ends where the plain cut would be: at progress 1 the incoming is whole and in place', () => {
    for (const kind of TRANSITION_KINDS) {
      const done = at(kind, 'incoming', 1);
      expect(done.alpha).toBe(1);
      if (done.clip) expect(done.clip).toEqual({ x: 0, y: 0, ...frame });
      if (done.offset) expect([done.offset.x + 0, done.offset.y + 0]).toEqual([0, 0]);
    }
  });
});

// A canvas that knows the colour at a few points: enough to check what a frame shows.
type Colour = [number, number, number];
function probeCanvas(points: Array<[number, number]>) {
  const pixels = points.map((): Colour => [0, 0, 0]);
  interface State {
    globalAlpha: number;
    fillStyle: string;
    dx: number;
    dy: number;
    clip: { x: number; y: number; width: number; height: number } | null;
  }
  let state: State = { globalAlpha: 1, fillStyle: '#000000', dx: 0, dy: 0, clip: null };
  const stack: State[] = [];
  let path: State['clip'] = null;
  const hex = (value: string): Colour =>
    [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)) as Colour;
  const paint = (x: number, y: number, width: number, height: number, colour: Colour) => {
    const left = x + state.dx;
    const top = y + state.dy;
    points.forEach(([px, py], index) => {
      const inside = px >= left && px < left + width && py >= top && py < top + height;
      const clip = state.clip;
      const clipped =
        clip &&
        !(px >= clip.x && px < clip.x + clip.width && py >= clip.y && py < clip.y + clip.height);
      if (!inside || clipped) return;
      const a = state.globalAlpha;
      pixels[index] = pixels[index]!.map((was, c) => was * (1 - a) + colour[c]! * a) as Colour;
    });
  };
  const ctx = {
    get globalAlpha() {
      return state.globalAlpha;
    },
    set globalAlpha(value: number) {
      state.globalAlpha = value;
    },
    get fillStyle() {
      return state.fillStyle;
    },
    set fillStyle(value: string) {
      state.fillStyle = value;
    },
    imageSmoothingQuality: 'high',
    save: () => stack.push({ ...state }),
    restore: () => (state = stack.pop()!),
    translate: (x: number, y: number) => {
      state.dx += x;
      state.dy += y;
    },
    beginPath: () => (path = null),
    rect: (x: number, y: number, width: number, height: number) =>
      (path = { x: x + state.dx, y: y + state.dy, width, height }),
    clip: () => (state.clip = path),
    fillRect: (x: number, y: number, width: number, height: number) =>
      paint(x, y, width, height, hex(state.fillStyle)),
    drawImage: (source: { colour: string }, x: number, y: number, width: number, height: number) =>
      paint(x, y, width, height, hex(source.colour)),
  };
  return { ctx: ctx as unknown as CompositorContext, pixels };
}

function still(id: string, colour: string, transition?: ActiveTransition): CompositionLayer {
  const item: TimelineItem = {
    id,
    mediaId: id,
    name: id,
    url: '',
    type: 'images',
    trackId: 'main-video',
    trackType: 'main',
    startTime: 0,
    duration: 2000,
    trimStart: 0,
    volume: 1,
    opacity: 1,
  };
  return {
    item,
    source: { colour } as unknown as CanvasImageSource,
    sourceWidth: 1280,
    sourceHeight: 720,
    ...(transition ? { transition } : {}),
  };
}

const RED = '#ff0000';
const BLUE = '#0000ff';
const left = [320, 360] as [number, number];
const right = [960, 360] as [number, number];

function paintCut(kind: TransitionKind, progress: number) {
  const probe = probeCanvas([left, right]);
  drawComposition(probe.ctx, frame, [
    still('a', RED, { kind, role: 'outgoing', progress }),
    still('b', BLUE, { kind, role: 'incoming', progress }),
  ]);
  return probe.pixels.map((pixel) => pixel.map(Math.round));
}

describe('the compositor across a cut', () => {
  it('crossfade: the middle frame is the 50/50 blend of both pictures', () => {
    expect(paintCut('crossfade', 0.5)).toEqual([
      [128, 0, 128],
      [128, 0, 128],
    ]);
    expect(paintCut('crossfade', 0)[0]).toEqual([255, 0, 0]);
  });

  it('dip to black / white: the middle frame is the colour, a quarter in half way to it', () => {
    expect(paintCut('dip-black', 0.5)).toEqual([
      [0, 0, 0],
      [0, 0, 0],
    ]);
    expect(paintCut('dip-white', 0.5)[1]).toEqual([255, 255, 255]);
    expect(paintCut('dip-white', 0.25)[0]).toEqual([255, 128, 128]);
    expect(paintCut('dip-black', 0.75)[0]).toEqual([0, 0, 128]);
    expect(paintCut('dip-white', 0.9)[0]).toEqual([51, 51, 255]);
  });

  it('wipe and slide: half way, each half of the frame shows one picture', () => {
    expect(paintCut('wipe-left', 0.5)).toEqual([
      [255, 0, 0],
      [0, 0, 255],
    ]);
    expect(paintCut('wipe-right', 0.5)).toEqual([
      [0, 0, 255],
      [255, 0, 0],
    ]);
    expect(paintCut('slide-left', 0.5)).toEqual([
      [255, 0, 0],
      [0, 0, 255],
    ]);
    expect(paintCut('slide-right', 0.5)).toEqual([
      [0, 0, 255],
      [255, 0, 0],
    ]);
    expect(paintCut('slide-up', 0.25)).toEqual([
      [255, 0, 0],
      [255, 0, 0],
    ]);
  });

  it('in from nothing: a crossfade rises out of black', () => {
    const probe = probeCanvas([left]);
    drawComposition(probe.ctx, frame, [
      still('b', BLUE, { kind: 'crossfade', role: 'in', progress: 0.5 }),
    ]);
    expect(probe.pixels[0]!.map(Math.round)).toEqual([0, 0, 128]);
  });
});
