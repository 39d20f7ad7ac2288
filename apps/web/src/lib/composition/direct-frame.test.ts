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

/** The part of the source the one drawImage puts under the canvas (null if it is not one). */
function paintedPart(
  paints: Paint[],
  canvas: { width: number; height: number },
): SourceRect | null {
  const [clear, draw, ...rest] = paints;
  if (rest.length > 0 || clear?.op !== 'fillRect' || draw?.op !== 'drawImage') return null;
  if (draw.globalAlpha !== 1) return null;
  const numbers = draw.args.slice(1) as number[];
  const [sx, sy, sw, sh, dx, dy, dw, dh] =
    numbers.length === 4 ? [0, 0, 1920, 1080, ...numbers] : (numbers as number[]);
  // Where the canvas's corners fall in the source.
  return {
    x: sx! + ((0 - dx!) * sw!) / dw!,
    y: sy! + ((0 - dy!) * sh!) / dh!,
    width: (canvas.width * sw!) / dw!,
    height: (canvas.height * sh!) / dh!,
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
          const painted = paintedPart(paints, canvas);
          expect(painted, 'the compositor paints one opaque picture').not.toBeNull();
          expectSamePart(painted!, answer.source);
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
    expect(directFrame([videoLayer(), sound], canvas)).not.toBeNull();
    expect(directFrame([{ ...videoLayer(), transition: crossfade }], canvas)).toBeNull();
    expect(directFrame([{ ...videoLayer(), source: null }], canvas)).toBeNull();
    expect(directFrame([], canvas)).toBeNull();
    // A 16:9 project on a square canvas: the frame sits between black bars.
    expect(directFrame([videoLayer()], { width: 1080, height: 1080 })).toBeNull();
  });
});
