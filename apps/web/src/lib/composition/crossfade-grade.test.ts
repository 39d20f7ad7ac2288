import { NEUTRAL_COLOUR, type ActiveTransition, type TimelineItem } from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import { drawComposition, type CompositionLayer, type CompositorContext } from './compositor';
import { sharedCrossfadeGrades } from './crossfade-grade';

/** A context that is a real canvas's as far as grading asks, recording draws and fills. */
function canvasRecorder() {
  const painted: string[] = [];
  const state = {
    globalAlpha: 1,
    globalCompositeOperation: 'source-over',
    fillStyle: '#000000',
    filter: 'none',
    imageSmoothingQuality: 'low',
  };
  const stack: Array<typeof state> = [];
  const ctx = Object.assign(state, {
    canvas: { width: 1280, height: 720 },
    getTransform: () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }),
    setTransform: () => {},
    save: () => stack.push({ ...state }),
    restore: () => Object.assign(state, stack.pop()),
    drawImage: (source: { tag: string }) =>
      painted.push(`draw ${source.tag} at ${Math.round(state.globalAlpha * 100)}%`),
    fillRect: () =>
      painted.push(
        state.globalCompositeOperation === 'source-over'
          ? `fill ${String(state.fillStyle)}`
          : `grade ${state.globalCompositeOperation}`,
      ),
    fillText: (text: string) => painted.push(`text ${text}`),
    strokeText: () => {},
    measureText: (text: string) => ({ width: text.length * 20 }),
    translate: () => {},
    scale: () => {},
    rotate: () => {},
    beginPath: () => {},
    rect: () => {},
    clip: () => {},
    roundRect: () => {},
    fill: () => {},
  });
  return { ctx: ctx as unknown as CompositorContext, painted };
}

const warm = { ...NEUTRAL_COLOUR, temperature: 0.5, contrast: 0.2 };
function clip(id: string, extra: Partial<TimelineItem>, transition: ActiveTransition) {
  const item: TimelineItem = {
    id,
    mediaId: id,
    name: id,
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
  const source = { tag: id } as unknown as CanvasImageSource;
  return { item, source, sourceWidth: 1920, sourceHeight: 1080, transition } as CompositionLayer;
}
const outgoing = (extra: Partial<TimelineItem> = {}) =>
  clip('a', { colour: warm, ...extra }, { kind: 'crossfade', role: 'outgoing', progress: 0.5 });
const incoming = (extra: Partial<TimelineItem> = {}) =>
  clip('b', { colour: warm, ...extra }, { kind: 'crossfade', role: 'incoming', progress: 0.5 });
const grades = (painted: string[]) => painted.filter((entry) => entry.startsWith('grade'));

describe('a crossfade between clips of one colour', () => {
  it('mixes the two clips plainly, then grades the mix once', () => {
    const { ctx, painted } = canvasRecorder();
    drawComposition(ctx, { width: 1280, height: 720 }, [outgoing(), incoming()]);
    const mixed = painted.indexOf('draw b at 50%');
    expect(painted.indexOf('draw a at 100%')).toBeLessThan(mixed);
    expect(grades(painted.slice(0, mixed))).toEqual([]);
    expect(grades(painted.slice(mixed))).toEqual([
      'grade soft-light',
      'grade lighter',
      'grade color-burn',
    ]);
  });

  it('grades the mix before a title over it, so the title keeps its own colours', () => {
    const { ctx, painted } = canvasRecorder();
    const title: CompositionLayer = {
      item: {
        ...outgoing().item,
        id: 't',
        type: 'text',
        trackId: 'overlay-1',
        trackType: 'overlay',
        text: { content: 'Hello', fontSize: 64, color: '#ff0000' },
      },
      source: null,
      sourceWidth: 0,
      sourceHeight: 0,
    };
    drawComposition(ctx, { width: 1280, height: 720 }, [outgoing(), incoming(), title]);
    const text = painted.findIndex((entry) => entry.startsWith('text'));
    expect(text).toBeGreaterThan(0);
    expect(grades(painted.slice(text))).toEqual([]);
    expect(grades(painted)).toHaveLength(3);
  });

  it('grades each clip on its own when their colours differ, a turned clip, or a faded outgoing', () => {
    const pairs = (layers: CompositionLayer[]) => sharedCrossfadeGrades(layers).size;
    expect(pairs([outgoing(), incoming()])).toBe(1);
    expect(pairs([outgoing(), incoming({ colour: { ...warm, look: 'mono' } })])).toBe(0);
    expect(pairs([outgoing({ rotation: 90 }), incoming()])).toBe(0);
    expect(pairs([outgoing({ type: 'images' }), incoming()])).toBe(0);
    const { ctx, painted } = canvasRecorder();
    drawComposition(ctx, { width: 1280, height: 720 }, [outgoing({ opacity: 0.5 }), incoming()]);
    // the half-seen outgoing is graded off the frame (no scratch canvas here), not over it
    expect(grades(painted)).toEqual([]);
  });

  it('still grades the outgoing where the incoming never shows', () => {
    const { ctx, painted } = canvasRecorder();
    const hidden = clip(
      'b',
      { colour: warm },
      { kind: 'crossfade', role: 'incoming', progress: 0 },
    );
    drawComposition(ctx, { width: 1280, height: 720 }, [outgoing(), hidden]);
    expect(painted).toContain('draw a at 100%');
    expect(painted).not.toContain('draw b at 0%');
    expect(grades(painted)).toHaveLength(3);
  });
});
