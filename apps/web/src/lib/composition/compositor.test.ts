import { CAPTION_PRESETS, type TimelineItem } from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import {
  drawComposition,
  layerAlpha,
  type CompositionLayer,
  type CompositorContext,
} from './compositor';
import { TEXT_SHADOW } from './draw-text';

interface Call {
  op: 'fillRect' | 'drawImage' | 'fillText';
  args: unknown[];
  globalAlpha: number;
  fillStyle: unknown;
  font: string;
  textAlign: string;
  textBaseline: string;
  shadowColor: string;
}

/** Records what was painted and with which state (happy-dom has no 2D canvas). */
function recordingContext() {
  const calls: Call[] = [];
  type State = Omit<Call, 'op' | 'args'>;
  const initial: State = {
    globalAlpha: 1,
    fillStyle: '#000000',
    font: '10px sans-serif',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    shadowColor: 'rgba(0, 0, 0, 0)',
  };
  const stack: State[] = [];
  const state = { ...initial };
  const record =
    (op: Call['op']) =>
    (...args: unknown[]) =>
      calls.push({ op, args, ...state });
  const ctx = Object.assign(state, {
    shadowBlur: 0,
    shadowOffsetX: 0,
    shadowOffsetY: 0,
    imageSmoothingQuality: 'low',
    save: () => stack.push({ ...state }),
    restore: () => Object.assign(state, stack.pop()),
    fillRect: record('fillRect'),
    drawImage: record('drawImage'),
    fillText: record('fillText'),
    strokeText: () => {},
    measureText: (text: string) => ({ width: text.length * 20 }),
    beginPath: () => {},
    roundRect: () => {},
    fill: () => {},
  });
  return { ctx: ctx as unknown as CompositorContext, calls, state };
}

function item(extra: Partial<TimelineItem>): TimelineItem {
  return {
    id: 'i',
    mediaId: 'm',
    name: 'n',
    url: '',
    type: 'videos',
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

const video = { tag: 'video' } as unknown as CanvasImageSource;
const picture = { tag: 'image' } as unknown as CanvasImageSource;
const size = { width: 1280, height: 720 };

describe('drawComposition', () => {
  it('resamples scaled pictures at high quality unless told otherwise (the export says medium)', () => {
    const layers: CompositionLayer[] = [
      { item: item({ id: 'main' }), source: video, sourceWidth: 1920, sourceHeight: 1080 },
    ];
    const preview = recordingContext();
    drawComposition(preview.ctx, { width: 1280, height: 720 }, layers);
    const exported = recordingContext();
    drawComposition(exported.ctx, { width: 1280, height: 720 }, layers, { smoothing: 'medium' });
    const quality = (calls: Call[]) =>
      (
        calls.find((call) => call.op === 'drawImage') as unknown as {
          imageSmoothingQuality: string;
        }
      ).imageSmoothingQuality;
    expect(quality(preview.calls)).toBe('high');
    expect(quality(exported.calls)).toBe('medium');
  });

  it('clears to black, then paints main fitted, overlays in their box and titles, in order', () => {
    const { ctx, calls } = recordingContext();
    const layers: CompositionLayer[] = [
      { item: item({ id: 'main' }), source: video, sourceWidth: 1080, sourceHeight: 1920 },
      {
        item: item({
          id: 'logo',
          type: 'images',
          trackId: 'overlay-2',
          trackType: 'overlay',
          opacity: 0.5,
          transform: { x: 100, y: 50, scale: 2, opacity: 0.5 },
        }),
        source: picture,
        sourceWidth: 400,
        sourceHeight: 400,
      },
      {
        item: item({
          id: 'title',
          type: 'text',
          trackId: 'overlay-1',
          trackType: 'overlay',
          text: { content: 'Hello', fontSize: 64, color: '#ff0000' },
        }),
        source: null,
        sourceWidth: 0,
        sourceHeight: 0,
      },
    ];

    drawComposition(ctx, size, layers);

    expect(calls.map((call) => call.op)).toEqual([
      'fillRect',
      'drawImage',
      'drawImage',
      'fillText',
    ]);
    const [clear, main, logo, title] = calls;
    expect(clear).toMatchObject({ args: [0, 0, 1280, 720], fillStyle: '#000000', globalAlpha: 1 });
    // A portrait video pillarboxed on the 16:9 frame.
    expect(main).toMatchObject({ args: [video, 437.5, 0, 405, 720], globalAlpha: 1 });
    // The 400×400 picture in a 256×192 box at (100, 50) reference px, doubled for 1280 px.
    expect(logo).toMatchObject({ args: [picture, 264, 100, 384, 384], globalAlpha: 0.25 });
    expect(title).toMatchObject({
      args: ['Hello', 640, 360],
      font: 'bold 64px Inter, sans-serif',
      fillStyle: '#ff0000',
      textAlign: 'center',
      textBaseline: 'middle',
      shadowColor: TEXT_SHADOW,
      globalAlpha: 1,
    });
  });

  it('skips pictures whose media is not ready and leaves the context as it found it', () => {
    const { ctx, calls, state } = recordingContext();
    drawComposition(ctx, { width: 640, height: 360 }, [
      { item: item({}), source: null, sourceWidth: 1920, sourceHeight: 1080 },
      {
        item: item({ type: 'images', trackType: 'overlay', opacity: 0.3 }),
        source: picture,
        sourceWidth: 1920,
        sourceHeight: 1080,
      },
    ]);
    expect(calls.map((call) => [call.op, call.args.slice(1)])).toEqual([
      ['fillRect', [0, 640, 360]],
      ['drawImage', [0, 12, 128, 72]],
    ]);
    expect(calls[1]!.globalAlpha).toBe(0.3);
    expect(state.globalAlpha).toBe(1);
  });

  it('draws a picture of unknown size over its whole box or frame', () => {
    const { ctx, calls } = recordingContext();
    drawComposition(ctx, size, [
      { item: item({ type: 'images' }), source: picture, sourceWidth: 0, sourceHeight: 0 },
    ]);
    expect(calls[1]!.args).toEqual([picture, 0, 0, 1280, 720]);
  });

  it('writes multi-line titles one line under another, centred on the anchor', () => {
    const { ctx, calls } = recordingContext();
    drawComposition(ctx, { width: 640, height: 360 }, [
      {
        item: item({
          type: 'text',
          trackType: 'overlay',
          text: { content: 'One\nTwo', fontSize: 100, color: '#ffffff' },
          transform: { x: 256, y: 132, scale: 1, opacity: 0.5 },
        }),
        source: null,
        sourceWidth: 0,
        sourceHeight: 0,
      },
    ]);
    // 100 px at 1280 is 50 px at 640; lines 60 px apart around y 180.
    expect(calls.slice(1).map((call) => [call.args, call.font, call.globalAlpha])).toEqual([
      [['One', 320, 150], 'bold 50px Inter, sans-serif', 0.5],
      [['Two', 320, 210], 'bold 50px Inter, sans-serif', 0.5],
    ]);
  });

  it('paints nothing for invisible layers, empty titles or sound', () => {
    const { ctx, calls } = recordingContext();
    drawComposition(ctx, size, [
      { item: item({ opacity: 0 }), source: video, sourceWidth: 16, sourceHeight: 9 },
      {
        item: item({ type: 'text', text: { content: '  ', fontSize: 64, color: '#ffffff' } }),
        source: null,
        sourceWidth: 0,
        sourceHeight: 0,
      },
      {
        item: item({ type: 'audios', trackType: 'audio' }),
        source: video,
        sourceWidth: 1,
        sourceHeight: 1,
      },
    ]);
    expect(calls.map((call) => call.op)).toEqual(['fillRect']);
  });

  it('multiplies the item opacity by the overlay opacity, clamped to 0..1', () => {
    expect(layerAlpha({ opacity: 0.8, transform: { x: 0, y: 0, scale: 1, opacity: 0.5 } })).toBe(
      0.4,
    );
    expect(layerAlpha({ opacity: 1 })).toBe(1);
    expect(layerAlpha({ opacity: 2, transform: { x: 0, y: 0, scale: 1, opacity: -1 } })).toBe(0);
  });

  it('places each main-track picture by its own fit and pan, overlays untouched', () => {
    const overlay: CompositionLayer = {
      item: item({ id: 'logo', type: 'images', trackId: 'overlay-1', trackType: 'overlay' }),
      source: picture,
      sourceWidth: 400,
      sourceHeight: 400,
    };
    const main = (extra: Partial<TimelineItem>): CompositionLayer => ({
      item: item(extra),
      source: video,
      sourceWidth: 640,
      sourceHeight: 480,
    });
    const drawn = (extra: Partial<TimelineItem>) => {
      const { ctx, calls } = recordingContext();
      drawComposition(ctx, { width: 1920, height: 1080 }, [main(extra), overlay]);
      return calls.filter((call) => call.op === 'drawImage').map((call) => call.args.slice(1));
    };
    const logo = [48, 0, 288, 288];
    expect(drawn({})).toEqual([[240, 0, 1440, 1080], logo]);
    expect(drawn({ fit: 'fit' })).toEqual([[240, 0, 1440, 1080], logo]);
    expect(drawn({ fit: 'fill' })).toEqual([[-0, -180, 1920, 1440], logo]);
    expect(drawn({ fit: 'fill', pan: { x: 0, y: -1 } })).toEqual([[-0, -0, 1920, 1440], logo]);
    expect(drawn({ fit: 'stretch' })).toEqual([[0, 0, 1920, 1080], logo]);
  });

  it('lays a 9:16 project out in its own frame: a wide picture filling it shows the part panned to', () => {
    const { ctx, calls } = recordingContext();
    const wide: CompositionLayer = {
      item: item({ fit: 'fill', pan: { x: 1, y: 0 } }),
      source: video,
      sourceWidth: 1920,
      sourceHeight: 1080,
    };
    const badge: CompositionLayer = {
      item: item({
        id: 'badge',
        type: 'images',
        trackId: 'overlay-1',
        trackType: 'overlay',
        transform: { x: 180, y: 0, scale: 1, opacity: 1 },
      }),
      source: picture,
      sourceWidth: 128,
      sourceHeight: 96,
    };
    drawComposition(ctx, { width: 720, height: 1280 }, [wide, badge], { format: '9:16' });
    const [main, overlay] = calls
      .filter((call) => call.op === 'drawImage')
      .map((call) => call.args.slice(1) as number[]);
    // Its right edge on the frame's right edge.
    expect(main![0]! + main![2]!).toBeCloseTo(720);
    expect(main![3]).toBe(1280);
    // x 180 of the 360-wide reference frame is the middle of the canvas.
    expect(overlay).toEqual([360, 0, 256, 192]);
  });

  it('draws a caption item’s words due at the frame’s time, on top, in its track’s style', () => {
    const caption = item({
      id: 'cap',
      type: 'caption',
      trackId: 'captions',
      trackType: 'caption',
      startTime: 1000,
      duration: 2000,
      caption: {
        words: [
          { text: 'first', start: 0, end: 400 },
          { text: 'second', start: 500, end: 900 },
        ],
      },
    });
    const style = { ...CAPTION_PRESETS.classic, wordsPerLine: 1, uppercase: true };
    const at = (time: number | undefined, captionStyle = style) => {
      const { ctx, calls } = recordingContext();
      drawComposition(
        ctx,
        size,
        [{ item: caption, source: null, sourceWidth: 0, sourceHeight: 0, captionStyle }],
        time === undefined ? {} : { time },
      );
      return calls.filter((call) => call.op === 'fillText').map((call) => call.args[0]);
    };
    expect(at(1200)).toEqual(['FIRST']);
    expect(at(1600)).toEqual(['SECOND']);
    expect(at(900)).toEqual([]); // before the caption's first word
    expect(at(undefined)).toEqual([]); // no frame time: nothing to show
  });
});
