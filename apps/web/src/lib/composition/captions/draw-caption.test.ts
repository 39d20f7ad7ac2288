import { describe, expect, it } from 'vitest';
import type { CaptionStyle } from '@reelwright/timeline';
import { spokenWords, style } from './caption-test-words';
import { drawCaption, type CaptionContext } from './draw-caption';

interface Op {
  op: 'fillText' | 'strokeText' | 'roundRect';
  args: unknown[];
  fillStyle: unknown;
  strokeStyle: unknown;
  lineJoin: string;
  lineWidth: number;
  globalAlpha: number;
  shadowColor: string;
}

/** Records what was painted and with which state (happy-dom has no 2D canvas). */
function recordingContext() {
  const ops: Op[] = [];
  const state = {
    globalAlpha: 1,
    fillStyle: '#000000' as unknown,
    strokeStyle: '#000000' as unknown,
    lineWidth: 1,
    lineJoin: 'miter',
    miterLimit: 10,
    font: '10px sans-serif',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    shadowColor: 'rgba(0, 0, 0, 0)',
    shadowBlur: 0,
    shadowOffsetX: 0,
    shadowOffsetY: 0,
  };
  const stack: (typeof state)[] = [];
  const record =
    (op: Op['op']) =>
    (...args: unknown[]) =>
      ops.push({
        op,
        args,
        fillStyle: state.fillStyle,
        strokeStyle: state.strokeStyle,
        lineJoin: state.lineJoin,
        lineWidth: state.lineWidth,
        globalAlpha: state.globalAlpha,
        shadowColor: state.shadowColor,
      });
  const ctx = Object.assign(state, {
    save: () => stack.push({ ...state }),
    restore: () => Object.assign(state, stack.pop()),
    measureText: (text: string) => {
      const size = Number(/([\d.]+)px/.exec(state.font)?.[1] ?? 10);
      return { width: text.length * size * 0.5 };
    },
    fillText: record('fillText'),
    strokeText: record('strokeText'),
    roundRect: record('roundRect'),
    beginPath: () => {},
    // the renderer sets the fill before tracing the box, so the traced box records its colour
    fill: () => {},
  });
  return { ctx: ctx as unknown as CaptionContext, ops };
}

const FRAME = { width: 1280, height: 720 };
const words = spokenWords(['Pour', 'slowly', 'now']);

function draw(patch: Partial<CaptionStyle>, time: number) {
  const { ctx, ops } = recordingContext();
  const layout = drawCaption(ctx, FRAME, {
    caption: { words },
    style: style(patch),
    time,
    duration: 2000,
    alpha: 1,
  });
  return { ops, layout };
}

const filled = (ops: Op[]) =>
  ops.filter((op) => op.op === 'fillText').map((op) => [op.args[0], op.fillStyle]);

describe('drawCaption', () => {
  it('fills the spoken word in the highlight colour and the others in the text colour', () => {
    const { ops } = draw({ highlight: 'colour', highlightColor: '#ffd400', color: '#ffffff' }, 600);
    expect(filled(ops)).toEqual([
      ['Pour', '#ffffff'],
      ['slowly', '#ffd400'],
      ['now', '#ffffff'],
    ]);
  });

  it('outlines every word with round joins before filling any, so outlines never cover letters', () => {
    const { ops } = draw({ outlineWidth: 4, outlineColor: '#101010' }, 0);
    const texts = ops.filter((op) => op.op !== 'roundRect');
    expect(texts.map((op) => op.op)).toEqual([
      'strokeText',
      'strokeText',
      'strokeText',
      'fillText',
      'fillText',
      'fillText',
    ]);
    for (const stroke of texts.slice(0, 3)) {
      expect(stroke.lineJoin).toBe('round');
      expect(stroke.strokeStyle).toBe('#101010');
      expect(stroke.lineWidth).toBe(8); // a stroke is centred on the edge: twice the outline
    }
  });

  it('draws no outline when its width is 0, and then casts the shadow from the fill', () => {
    const { ops } = draw({ outlineWidth: 0, shadow: true }, 0);
    expect(ops.some((op) => op.op === 'strokeText')).toBe(false);
    expect(
      ops.filter((op) => op.op === 'fillText').every((op) => op.shadowColor !== 'rgba(0, 0, 0, 0)'),
    ).toBe(true);
  });

  it('puts a box in the highlight colour behind the spoken word only', () => {
    const { ops, layout } = draw({ highlight: 'box', highlightColor: '#7c3aed' }, 1100);
    const boxes = ops.filter((op) => op.op === 'roundRect' && op.fillStyle === '#7c3aed');
    expect(boxes).toHaveLength(1);
    const word = layout!.lines[0]!.words.find((w) => w.text === 'now')!;
    const [x, , width] = boxes[0]!.args as number[];
    expect(x).toBeLessThan(word.x);
    expect(x! + width!).toBeGreaterThan(word.x + word.width);
    // the text itself stays in the text colour
    expect(filled(ops).every(([, colour]) => colour === '#ffffff')).toBe(true);
  });

  it('draws a background box per line at the style’s opacity', () => {
    const { ops } = draw({ backgroundColor: '#000000', backgroundOpacity: 0.6 }, 0);
    const boxes = ops.filter((op) => op.op === 'roundRect' && op.fillStyle === '#000000');
    expect(boxes).toHaveLength(1);
    expect(boxes[0]!.globalAlpha).toBeCloseTo(0.6);
  });

  it('draws nothing when no words are due', () => {
    const late = recordingContext();
    const layout = drawCaption(late.ctx, FRAME, {
      caption: { words: spokenWords(['later'], 1000) },
      style: style({ backgroundOpacity: 0.6 }),
      time: 999,
      duration: 2000,
      alpha: 1,
    });
    expect(layout).toBeNull();
    expect(late.ops).toEqual([]);
  });
});
