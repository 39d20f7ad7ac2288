import {
  NEUTRAL_COLOUR,
  VIDEO_FORMATS,
  type ActiveTransition,
  type TimelineItem,
  type VideoFormat,
} from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import { drawComposition, type CompositionLayer, type CompositorContext } from './compositor';
import { directFrame } from './direct-frame';
import type { SourceRect } from './picture-frame';

// The rule is the compositor's own: wherever `directFrame` answers, `drawComposition` must paint
// that part of the picture over the whole canvas, fully opaque, and nothing else on top.

interface Paint {
  op: string;
  args: unknown[];
  globalAlpha: number;
}

/** Records every paint and every change of the canvas's geometry or filter. */
function recordingContext() {
  const paints: Paint[] = [];
  const state = { globalAlpha: 1, fillStyle: '#000000' as unknown };
  const stack: Array<typeof state> = [];
  const record =
    (op: string) =>
    (...args: unknown[]) =>
      paints.push({ op, args, globalAlpha: state.globalAlpha });
  const ctx = Object.assign(state, {
    imageSmoothingQuality: 'low',
    save: () => stack.push({ ...state }),
    restore: () => Object.assign(state, stack.pop()),
    fillRect: record('fillRect'),
    drawImage: record('drawImage'),
    fillText: record('fillText'),
    strokeText: record('strokeText'),
    translate: record('translate'),
    rotate: record('rotate'),
    scale: record('scale'),
    clip: record('clip'),
    rect: () => {},
    beginPath: () => {},
    roundRect: () => {},
    fill: record('fill'),
    measureText: (text: string) => ({ width: text.length * 20 }),
  });
  return { ctx: ctx as unknown as CompositorContext, paints };
}

const SOURCE = { displayWidth: 1920, displayHeight: 1080 } as unknown as CanvasImageSource;

const STILL = { naturalWidth: 400, naturalHeight: 300 } as unknown as CanvasImageSource;

function stillLayer(extra: Partial<TimelineItem> = {}): CompositionLayer {
  return {
    item: {
      id: 'logo',
      mediaId: 'logo-file',
      name: 'logo.png',
      url: '',
      type: 'images',
      trackId: 'overlay-1',
      trackType: 'overlay',
      startTime: 0,
      duration: 10_000,
      trimStart: 0,
      volume: 1,
      opacity: 1,
      ...extra,
    },
    source: STILL,
    sourceWidth: 400,
    sourceHeight: 300,
  };
}

function videoLayer(extra: Partial<TimelineItem> = {}): CompositionLayer {
  return {
    item: {
      id: 'clip',
      mediaId: 'm',
      name: 'clip.mp4',
      url: '',
      type: 'videos',
      trackId: 'main-video',
      trackType: 'main',
      startTime: 0,
      duration: 10_000,
      trimStart: 0,
      volume: 1,
      opacity: 1,
      ...extra,
    },
    source: SOURCE,
    sourceWidth: 1920,
    sourceHeight: 1080,
  };
}

const CANVASES: Record<VideoFormat, { width: number; height: number }> = {
  '16:9': { width: 1280, height: 720 },
  '9:16': { width: 1080, height: 1920 },
  '1:1': { width: 1080, height: 1080 },
  '4:5': { width: 1080, height: 1350 },
};

/**
 * What the paints are, if they are a cleared canvas, one opaque drawImage of the video and plain
 * drawImages over it: the part of the source under the canvas, and each later draw's box and
 * alpha. Null for anything else (a turn, a clip, a fill, text).
 */
function paintedFrame(
  paints: Paint[],
  canvas: { width: number; height: number },
): { part: SourceRect; over: Array<{ rect: number[]; alpha: number }> } | null {
  const [clear, draw, ...rest] = paints;
  if (clear?.op !== 'fillRect' || draw?.op !== 'drawImage' || draw.globalAlpha !== 1) return null;
  if (rest.some((paint) => paint.op !== 'drawImage' || paint.args.length !== 5)) return null;
  const numbers = draw.args.slice(1) as number[];
  const [sx, sy, sw, sh, dx, dy, dw, dh] =
    numbers.length === 4 ? [0, 0, 1920, 1080, ...numbers] : (numbers as number[]);
  // Where the canvas's corners fall in the source.
  return {
    part: {
      x: sx! + ((0 - dx!) * sw!) / dw!,
      y: sy! + ((0 - dy!) * sh!) / dh!,
      width: (canvas.width * sw!) / dw!,
      height: (canvas.height * sh!) / dh!,
    },
    over: rest.map((paint) => ({
      rect: paint.args.slice(1) as number[],
      alpha: paint.globalAlpha,
    })),
  };
}

function expectSamePart(actual: SourceRect, expected: SourceRect) {
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(actual[key]).toBeCloseTo(expected[key], 6);
}

const crossfade: ActiveTransition = {
  kind: 'crossfade',
  progress: 0.5,
  role: 'in',
} as unknown as ActiveTransition;

describe('directFrame', () => {
  // Every combination the rule must take or refuse, each checked against the compositor.
  const variants: Array<[string, Partial<TimelineItem>]> = [
    ['plain', {}],
    ['fill', { fit: 'fill' }],
    ['fill panned left', { fit: 'fill', pan: { x: -1, y: 0 } }],
    ['fill panned down', { fit: 'fill', pan: { x: 0.3, y: 1 } }],
    ['stretch', { fit: 'stretch' }],
    ['cropped', { crop: { left: 0.1, top: 0.05, right: 0.2, bottom: 0.15 } }],
    ['cropped and filled', { fit: 'fill', crop: { left: 0.25, top: 0, right: 0, bottom: 0 } }],
    ['zoomed in', { transform: { x: -64, y: -36, scale: 1.5, opacity: 1 } }],
    ['zoomed out', { transform: { x: 32, y: 18, scale: 0.8, opacity: 1 } }],
    ['half see-through', { opacity: 0.5 }],
    ['transform see-through', { transform: { x: 0, y: 0, scale: 1, opacity: 0.9 } }],
    ['fading in at 0', { fadeIn: 1000 }],
    ['fading out, not yet', { fadeOut: 1000 }],
    ['turned', { rotation: 90 }],
    ['turned a little', { rotation: 3 }],
    ['flipped', { flipH: true }],
    ['graded', { colour: { ...NEUTRAL_COLOUR, contrast: 0.2 } }],
    ['neutral colour', { colour: NEUTRAL_COLOUR }],
    ['an overlay', { trackType: 'overlay' }],
    ['a still', { type: 'images' }],
    [
      'keyframed opacity',
      {
        keyframes: {
          opacity: [
            { time: 0, value: 0, easing: 'linear' },
            { time: 1000, value: 1, easing: 'linear' },
          ],
        },
      },
    ],
    [
      'keyframed zoom',
      {
        keyframes: {
          scale: [
            { time: 0, value: 1, easing: 'linear' },
            { time: 2000, value: 2, easing: 'linear' },
          ],
        },
      },
    ],
  ];

  const taken = new Set<string>();
  for (const format of VIDEO_FORMATS)
    for (const [name, extra] of variants)
      for (const time of [0, 500, 5000])
        it(`agrees with the compositor where it answers: ${name}, ${format}, at ${time} ms`, () => {
          const canvas = CANVASES[format];
          const layers = [videoLayer(extra)];
          const answer = directFrame(layers, canvas, { format, time });
          if (!answer) return;
          taken.add(name);
          const { ctx, paints } = recordingContext();
          drawComposition(ctx, canvas, layers, { format, time });
          const painted = paintedFrame(paints, canvas);
          expect(painted, 'the compositor paints one opaque picture').not.toBeNull();
          expectSamePart(painted!.part, answer.source);
          expect(painted!.over).toEqual([]);
        });

  // Stills over the plain picture: each answer's stills are what the compositor draws over it.
  const stills: Array<[string, Partial<TimelineItem>]> = [
    ['a logo', {}],
    ['a logo moved and grown', { transform: { x: 400, y: 200, scale: 1.5, opacity: 1 } }],
    ['a faint logo', { opacity: 0.4 }],
    ['a logo fading in', { fadeIn: 1000 }],
    ['an invisible logo', { opacity: 0 }],
    ['a logo half off the frame', { transform: { x: 600, y: 300, scale: 1, opacity: 1 } }],
    ['a turned logo', { rotation: 90 }],
    ['a flipped logo', { flipV: true }],
    ['a cropped logo', { crop: { left: 0.1, top: 0, right: 0, bottom: 0 } }],
    ['a graded logo', { colour: { ...NEUTRAL_COLOUR, saturation: -1 } }],
    [
      'a keyframed logo',
      {
        keyframes: {
          x: [
            { time: 0, value: 0, easing: 'linear' },
            { time: 3000, value: 300, easing: 'linear' },
          ],
        },
      },
    ],
  ];
  const stillsTaken = new Set<string>();
  for (const format of VIDEO_FORMATS)
    for (const [name, extra] of stills)
      for (const time of [0, 500, 5000])
        it(`agrees with the compositor on stills: ${name}, ${format}, at ${time} ms`, () => {
          const canvas = CANVASES[format];
          const layers = [videoLayer({ fit: 'fill' }), stillLayer(extra)];
          const answer = directFrame(layers, canvas, { format, time });
          if (!answer) return;
          stillsTaken.add(name);
          const { ctx, paints } = recordingContext();
          drawComposition(ctx, canvas, layers, { format, time });
          const painted = paintedFrame(paints, canvas);
          expect(painted).not.toBeNull();
          expectSamePart(painted!.part, answer.source);
          expect(painted!.over).toEqual(
            answer.stills.map(({ rect, alpha }) => ({
              rect: [rect.x, rect.y, rect.width, rect.height],
              alpha,
            })),
          );
        });

  it('lays plain stills over the picture and draws the others on the canvas', () => {
    expect([...stillsTaken].sort()).toEqual(
      [
        'a logo',
        'a logo moved and grown',
        'a faint logo',
        'a logo fading in',
        'an invisible logo',
        'a logo half off the frame',
      ].sort(),
    );
    // Under the video, a still would not show: such a frame is not taken.
    expect(directFrame([stillLayer(), videoLayer()], CANVASES['16:9'])).toBeNull();
    const invisible = directFrame([videoLayer(), stillLayer({ opacity: 0 })], CANVASES['16:9']);
    expect(invisible?.stills).toEqual([]);
  });

  it('answers for the plain, filled, panned, zoomed and cropped-to-fill pictures, and no others', () => {
    expect([...taken].sort()).toEqual(
      [
        'plain',
        'fill',
        'fill panned left',
        'fill panned down',
        'stretch',
        'cropped and filled',
        'zoomed in',
        'neutral colour',
        'fading out, not yet',
        'keyframed zoom',
        // 'fading in at 0' and 'keyframed opacity' are taken once fully shown, at 5 s.
        'fading in at 0',
        'keyframed opacity',
      ].sort(),
    );
  });

  it('takes the everyday cases: a same-shape clip, a landscape clip filling a Short', () => {
    const plain = directFrame([videoLayer()], CANVASES['16:9'], { format: '16:9', time: 0 });
    expect(plain?.source).toEqual({ x: 0, y: 0, width: 1920, height: 1080 });
    const short = directFrame([videoLayer({ fit: 'fill' })], CANVASES['9:16'], {
      format: '9:16',
      time: 0,
    });
    // The middle 607.5 px of the landscape picture, all of its height.
    expect(short?.source.x).toBeCloseTo(656.25, 6);
    expect(short?.source.width).toBeCloseTo(607.5, 6);
    expect(short?.source.height).toBeCloseTo(1080, 6);
  });

  it('refuses a frame with anything else on it, in a transition, or not loaded', () => {
    const canvas = CANVASES['16:9'];
    const title = videoLayer({ id: 'title', type: 'text', trackType: 'overlay' });
    const sound = videoLayer({ id: 'music', type: 'audios', trackType: 'audio' });
    expect(directFrame([videoLayer(), title], canvas)).toBeNull();
    expect(
      directFrame([videoLayer(), videoLayer({ id: 'second', trackType: 'overlay' })], canvas),
    ).toBeNull();
    expect(directFrame([videoLayer(), sound], canvas)).not.toBeNull();
    expect(directFrame([{ ...videoLayer(), transition: crossfade }], canvas)).toBeNull();
    expect(directFrame([{ ...videoLayer(), source: null }], canvas)).toBeNull();
    expect(directFrame([], canvas)).toBeNull();
    // A 16:9 project on a square canvas: the frame sits between black bars.
    expect(directFrame([videoLayer()], { width: 1080, height: 1080 })).toBeNull();
  });
});
