import {
  NEUTRAL_COLOUR,
  VIDEO_FORMATS,
  type ActiveTransition,
  type TimelineItem,
  type VideoFormat,
} from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import { gradeSteps, type ColourGrade } from './colour-grade';
import { drawComposition, type CompositionLayer, type CompositorContext } from './compositor';
import { coveringVideo, directFrame, mainTrackSplit, type DirectFrame } from './direct-frame';
import type { SourceRect } from './picture-frame';

// The rule is the compositor's own: wherever `directFrame` answers, `drawComposition` must paint
// that part of the picture over the whole canvas, fully opaque (a crossfade's incoming over it at
// the alpha it names), grade the whole canvas with the grade it names, and nothing else on top
// but its stills.

interface Paint {
  op: string;
  args: unknown[];
  globalAlpha: number;
  operation: string;
  fillStyle: unknown;
}

/** Records every paint and every change of the canvas's geometry or filter. */
function recordingContext(canvas = { width: 1280, height: 720 }) {
  const paints: Paint[] = [];
  const state = {
    globalAlpha: 1,
    fillStyle: '#000000' as unknown,
    globalCompositeOperation: 'source-over',
  };
  const stack: Array<typeof state> = [];
  const record =
    (op: string) =>
    (...args: unknown[]) =>
      paints.push({
        op,
        args,
        globalAlpha: state.globalAlpha,
        operation: state.globalCompositeOperation,
        fillStyle: state.fillStyle,
      });
  const ctx = Object.assign(state, {
    canvas,
    getTransform: () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }),
    setTransform: record('setTransform'),
    imageSmoothingQuality: 'low',
    save: () => stack.push({ ...state }),
    restore: () => Object.assign(state, stack.pop()),
    fillRect: record('fillRect'),
    clearRect: record('clearRect'),
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
const NEXT_SOURCE = { displayWidth: 1920, displayHeight: 1080 } as unknown as CanvasImageSource;

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

const isVideo = (paint: Paint | undefined) =>
  paint?.op === 'drawImage' && (paint.args[0] === SOURCE || paint.args[0] === NEXT_SOURCE);

/** Where the canvas's corners fall in the source of a video's drawImage. */
function partOf(draw: Paint, canvas: { width: number; height: number }): SourceRect {
  const numbers = draw.args.slice(1) as number[];
  const [sx, sy, sw, sh, dx, dy, dw, dh] =
    numbers.length === 4 ? [0, 0, 1920, 1080, ...numbers] : (numbers as number[]);
  return {
    x: sx! + ((0 - dx!) * sw!) / dw!,
    y: sy! + ((0 - dy!) * sh!) / dh!,
    width: (canvas.width * sw!) / dw!,
    height: (canvas.height * sh!) / dh!,
  };
}

/**
 * What the paints are, if they are a cleared canvas, one opaque drawImage of the video (and a
 * crossfade's incoming video over it), fills over the whole canvas in blend modes (a grade) and
 * plain drawImages over that: the part of each source under the canvas, the fills, and each
 * later draw's box and alpha. Null for anything else (a turn, a clip, other fills, text).
 */
function paintedFrame(
  paints: Paint[],
  canvas: { width: number; height: number },
): {
  part: SourceRect;
  incoming: { part: SourceRect; alpha: number } | null;
  fills: Array<{ operation: string; colour: unknown; alpha: number }>;
  over: Array<{ rect: number[]; alpha: number }>;
} | null {
  const [clear, draw, ...rest] = paints;
  if (clear?.op !== 'fillRect' || !isVideo(draw) || draw!.globalAlpha !== 1) return null;
  if (draw!.operation !== 'source-over') return null;
  let at = 0;
  let incoming = null;
  if (isVideo(rest[0])) {
    incoming = { part: partOf(rest[0]!, canvas), alpha: rest[0]!.globalAlpha };
    at = 1;
  }
  const fills = [];
  for (; rest[at]?.op === 'fillRect' && rest[at]!.operation !== 'source-over'; at += 1) {
    const fill = rest[at]!;
    const whole = [0, 0, canvas.width, canvas.height];
    if (fill.args.some((value, index) => Math.abs((value as number) - whole[index]!) > 1e-6))
      return null;
    fills.push({ operation: fill.operation, colour: fill.fillStyle, alpha: fill.globalAlpha });
  }
  const stills = rest.slice(at);
  if (stills.some((paint) => paint.op !== 'drawImage' || paint.args.length !== 5)) return null;
  return {
    part: partOf(draw!, canvas),
    incoming,
    fills,
    over: stills.map((paint) => ({
      rect: paint.args.slice(1) as number[],
      alpha: paint.globalAlpha,
    })),
  };
}

/** The fills a grade paints (grades with a saturation boost draw a copy too: not used here). */
const gradeFills = (grade: ColourGrade | null) =>
  grade === null
    ? []
    : gradeSteps(grade).map((step) => {
        if (step.kind !== 'fill') throw new Error('a boost draws a copy; use another grade');
        return { operation: step.operation, colour: step.colour, alpha: step.alpha };
      });

/** Paints the layers and checks the compositor painted what the answer says. */
function expectPainted(
  answer: DirectFrame,
  layers: CompositionLayer[],
  canvas: { width: number; height: number },
  options: { format: VideoFormat; time: number },
) {
  const { ctx, paints } = recordingContext(canvas);
  drawComposition(ctx, canvas, layers, options);
  const painted = paintedFrame(paints, canvas);
  expect(painted, 'the compositor paints one opaque picture').not.toBeNull();
  expectSamePart(painted!.part, answer.source);
  if (answer.incoming) {
    expect(painted!.incoming).not.toBeNull();
    expectSamePart(painted!.incoming!.part, answer.source);
    expect(painted!.incoming!.alpha).toBeCloseTo(answer.incoming.alpha, 9);
  } else expect(painted!.incoming).toBeNull();
  expect(painted!.fills).toEqual(gradeFills(answer.grade));
  expect(painted!.over).toEqual(
    answer.stills.map(({ rect, alpha }) => ({
      rect: [rect.x, rect.y, rect.width, rect.height],
      alpha,
    })),
  );
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
          expectPainted(answer, layers, canvas, { format, time });
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
          expectPainted(answer, layers, canvas, { format, time });
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
        'a keyframed logo',
      ].sort(),
    );
    // Under the video, a still would not show: such a frame is not taken.
    expect(directFrame([stillLayer(), videoLayer()], CANVASES['16:9'])).toBeNull();
    const invisible = directFrame([videoLayer(), stillLayer({ opacity: 0 })], CANVASES['16:9']);
    expect(invisible?.stills).toEqual([]);
  });

  it('answers for the plain, filled, panned, zoomed, cropped-to-fill and graded pictures, and no others', () => {
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
        'graded',
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
    expect(
      directFrame([{ ...videoLayer(), transition: { ...crossfade, kind: 'dip-black' } }], canvas),
    ).toBeNull();
    expect(directFrame([{ ...videoLayer(), source: null }], canvas)).toBeNull();
    expect(directFrame([], canvas)).toBeNull();
    // A 16:9 project on a square canvas: the frame sits between black bars.
    expect(directFrame([videoLayer()], { width: 1080, height: 1080 })).toBeNull();
  });

  // A cut with a crossfade: the outgoing and the incoming clip, each as the layers carry them.
  const cut = (
    progress: number,
    outgoing: Partial<TimelineItem>,
    incoming: Partial<TimelineItem>,
  ): CompositionLayer[] => [
    {
      ...videoLayer({ id: 'out', ...outgoing }),
      transition: { kind: 'crossfade', role: 'outgoing', progress } as ActiveTransition,
    },
    {
      ...videoLayer({ id: 'in', startTime: 9_500, ...incoming }),
      source: NEXT_SOURCE,
      transition: { kind: 'crossfade', role: 'incoming', progress } as ActiveTransition,
    },
  ];
  const warm = { ...NEUTRAL_COLOUR, contrast: 0.2, temperature: 0.4 };
  const cuts: Array<[string, Partial<TimelineItem>, Partial<TimelineItem>]> = [
    ['plain', {}, {}],
    ['both graded alike', { colour: warm }, { colour: warm }],
    ['graded differently', { colour: warm }, { colour: { ...warm, contrast: -0.2 } }],
    ['only one graded', { colour: warm }, {}],
    ['one filled', { fit: 'fill' }, {}],
    ['both filled', { fit: 'fill' }, { fit: 'fill' }],
    ['one zoomed', {}, { transform: { x: -64, y: -36, scale: 1.5, opacity: 1 } }],
    ['one turned', {}, { rotation: 90 }],
    ['one see-through', { opacity: 0.5 }, {}],
  ];
  const cutsTaken = new Set<string>();
  for (const format of VIDEO_FORMATS)
    for (const [name, outgoing, incoming] of cuts)
      for (const progress of [0.1, 0.5, 0.9])
        it(`agrees with the compositor on a crossfade: ${name}, ${format}, at ${progress}`, () => {
          const canvas = CANVASES[format];
          const layers = [...cut(progress, outgoing, incoming), stillLayer()];
          const options = { format, time: 9_700 };
          const answer = directFrame(layers, canvas, options);
          if (!answer) return;
          cutsTaken.add(name);
          expect(answer.incoming?.layer).toBe(layers[1]);
          expect(answer.incoming?.alpha).toBeCloseTo(progress, 9);
          expect(answer.stills).toHaveLength(1);
          expectPainted(answer, layers, canvas, options);
        });

  it('mixes a crossfade between pictures alike and graded alike, and no others', () => {
    // 'one filled' in 16:9 only, where a landscape clip fills the frame as it fits it.
    expect([...cutsTaken].sort()).toEqual(
      ['plain', 'both graded alike', 'both filled', 'one filled'].sort(),
    );
    const graded = directFrame(cut(0.5, { colour: warm }, { colour: warm }), CANVASES['16:9']);
    expect(graded?.grade).not.toBeNull();
    // A crossfade from or to nothing (no incoming) is drawn.
    expect(directFrame(cut(0.5, {}, {}).slice(0, 1), CANVASES['16:9'])).toBeNull();
  });

  // The playing preview's split: the covering video under the canvas, the rest painted over it.
  const titleLayer = (): CompositionLayer => ({
    ...videoLayer({
      id: 'title',
      type: 'text',
      trackType: 'overlay',
      trackId: 'overlay-2',
      text: { content: 'Hello', fontSize: 40, color: '#ffffff' },
    }),
    source: null,
  });
  const coveringTaken = new Set<string>();
  for (const format of VIDEO_FORMATS)
    for (const [name, extra] of variants)
      for (const time of [0, 500, 5000])
        it(`splits the frame as the compositor paints it: ${name}, ${format}, at ${time} ms`, () => {
          const canvas = CANVASES[format];
          const layers = [videoLayer(extra), stillLayer({ opacity: 0.5 }), titleLayer()];
          const options = { format, time };
          const answer = coveringVideo(layers, canvas, options);
          if (!answer) return;
          coveringTaken.add(name);
          expect(answer.layer).toBe(layers[0]);
          expect(answer.over).toEqual(layers.slice(1));
          const whole = recordingContext(canvas);
          drawComposition(whole.ctx, canvas, layers, options);
          const [clear, picture, ...rest] = whole.paints;
          expect(clear?.op).toBe('fillRect');
          expect(isVideo(picture) && picture!.globalAlpha === 1).toBe(true);
          expect(picture!.operation).toBe('source-over');
          expectSamePart(partOf(picture!, canvas), answer.source);
          const over = recordingContext(canvas);
          drawComposition(over.ctx, canvas, answer.over, { ...options, backdrop: 'clear' });
          expect(over.paints[0]?.op).toBe('clearRect');
          expect(over.paints.slice(1)).toEqual(rest);
        });

  it('splits off the pictures the encoder would take, ungraded, and no others', () => {
    expect([...coveringTaken].sort()).toEqual(
      [...taken].filter((name) => name !== 'graded').sort(),
    );
    const canvas = CANVASES['16:9'];
    expect(coveringVideo([{ ...videoLayer(), transition: crossfade }], canvas)).toBeNull();
    expect(coveringVideo([stillLayer(), videoLayer()], canvas)).toBeNull();
    expect(coveringVideo([videoLayer()], { width: 1080, height: 1080 })).toBeNull();
  });

  // The playing preview's other split: the main track on one canvas, the rest on one above it.
  const splits: Array<[string, CompositionLayer[]]> = [
    [
      'a graded clip under a still and a title',
      [videoLayer({ colour: warm }), stillLayer(), titleLayer()],
    ],
    [
      'a crossfade graded alike under a still',
      [...cut(0.4, { colour: warm }, { colour: warm }), stillLayer()],
    ],
    ['a crossfade graded apart under a title', [...cut(0.6, { colour: warm }, {}), titleLayer()]],
    ['a turned clip alone', [videoLayer({ rotation: 90 })]],
    ['overlays alone', [stillLayer(), titleLayer()]],
  ];
  for (const [name, layers] of splits)
    it(`paints the main track and the rest apart as on one canvas: ${name}`, () => {
      const canvas = CANVASES['16:9'];
      const options = { format: '16:9' as const, time: 9_700 };
      const whole = recordingContext(canvas);
      drawComposition(whole.ctx, canvas, layers, options);
      const { main, over } = mainTrackSplit(layers);
      expect([...main, ...over]).toEqual(layers);
      expect(main.every((layer) => layer.item.trackType === 'main')).toBe(true);
      const under = recordingContext(canvas);
      drawComposition(under.ctx, canvas, main, options);
      const above = recordingContext(canvas);
      drawComposition(above.ctx, canvas, over, { ...options, backdrop: 'clear' });
      expect(above.paints[0]?.op).toBe('clearRect');
      expect([...under.paints, ...above.paints.slice(1)]).toEqual(whole.paints);
    });
});
