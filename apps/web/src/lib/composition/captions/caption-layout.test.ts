import { describe, expect, it } from 'vitest';
import { breakLines, layoutCaption, lineBox, type CaptionLayoutInput } from './caption-layout';
import { captionSafeArea } from './caption-safe-area';
import { halfEmMeasure, spokenWords, style } from './caption-test-words';

const HD = { width: 1280, height: 720 };
const VERTICAL = { width: 1080, height: 1920 };
const words = spokenWords(['We', 'grind', 'the', 'coffee', 'just', 'before', 'brewing']);

const layout = (patch: Partial<CaptionLayoutInput> = {}) =>
  layoutCaption({
    words,
    style: style({ wordsPerLine: 3, highlight: 'colour' }),
    time: 0,
    duration: 4000,
    frame: HD,
    measure: halfEmMeasure,
    ...patch,
  });

const shown = (result: ReturnType<typeof layoutCaption>) =>
  result?.lines.flatMap((line) => line.words.map((word) => word.text));
const marked = (result: ReturnType<typeof layoutCaption>) =>
  result?.lines.flatMap((line) => line.words.filter((word) => word.highlighted)).map((w) => w.text);

describe('layoutCaption', () => {
  it('marks the word spoken at t, and keeps it marked until the next one starts', () => {
    expect(marked(layout({ time: 0 }))).toEqual(['We']);
    expect(marked(layout({ time: 520 }))).toEqual(['grind']);
    expect(marked(layout({ time: 950 }))).toEqual(['grind']); // 'grind' ended at 900, 'the' at 1000
    expect(marked(layout({ time: 1000 }))).toEqual(['the']);
    expect(marked(layout({ time: 1600 }))).toEqual(['coffee']);
  });

  it('shows the page of words due at t', () => {
    expect(shown(layout({ time: 1499 }))).toEqual(['We', 'grind', 'the']);
    expect(shown(layout({ time: 1500 }))).toEqual(['coffee', 'just', 'before']);
    expect(shown(layout({ time: 3500 }))).toEqual(['brewing']);
    expect(layout({ time: 4000 })).toBeNull();
  });

  it('marks nothing when the style has no highlight, but still knows the spoken word', () => {
    const result = layout({ time: 520, style: style({ wordsPerLine: 3, highlight: 'none' }) });
    expect(marked(result)).toEqual([]);
    expect(result?.spoken).toBe(1);
  });

  it('upper-cases the words when the style says so', () => {
    const result = layout({ style: style({ wordsPerLine: 3, uppercase: true }) });
    expect(shown(result)).toEqual(['WE', 'GRIND', 'THE']);
  });

  it('scales the font with the frame (sizes are px at 1280 wide)', () => {
    expect(layout({ frame: HD })?.fontSize).toBe(56);
    expect(layout({ frame: { width: 1920, height: 1080 } })?.fontSize).toBe(84);
  });

  it('wraps the words into lines that fit the safe area, each line centred', () => {
    const result = layout({
      style: style({ wordsPerLine: 8, fontSize: 120 }),
      time: 0,
    })!;
    expect(result.lines.length).toBeGreaterThan(1);
    const safe = captionSafeArea(HD.width, HD.height);
    for (const line of result.lines) {
      const box = lineBox(result, line);
      expect(box.x).toBeGreaterThanOrEqual(safe.x - 0.01);
      expect(box.x + box.width).toBeLessThanOrEqual(safe.x + safe.width + 0.01);
      expect(line.x + line.width / 2).toBeCloseTo(safe.x + safe.width / 2);
    }
    expect(shown(result)).toEqual(words.map((word) => word.text));
  });

  it('shrinks the font when one word alone is wider than the frame allows', () => {
    const long = spokenWords(['Supercalifragilisticexpialidocious']);
    const result = layout({ words: long, style: style({ fontSize: 120 }) })!;
    expect(result.fontSize).toBeLessThan(120);
    const safe = captionSafeArea(HD.width, HD.height);
    const box = lineBox(result, result.lines[0]!);
    expect(box.width).toBeLessThanOrEqual(safe.width + 0.01);
  });

  it('sits at the bottom, middle or top of the safe area', () => {
    const safe = captionSafeArea(HD.width, HD.height);
    const at = (position: 'bottom' | 'middle' | 'top') => {
      const result = layout({ style: style({ wordsPerLine: 3, position }) })!;
      return lineBox(result, result.lines[0]!);
    };
    const bottom = at('bottom');
    const middle = at('middle');
    const top = at('top');
    expect(bottom.y + bottom.height).toBeLessThanOrEqual(safe.y + safe.height + 0.01);
    expect(bottom.y + bottom.height).toBeGreaterThan(safe.y + safe.height - 20);
    expect(middle.y + middle.height / 2).toBeCloseTo(safe.y + safe.height / 2, 0);
    expect(top.y).toBeGreaterThanOrEqual(safe.y - 0.01);
    expect(top.y).toBeLessThan(safe.y + 20);
  });

  it('keeps a vertical frame’s captions out of the platform buttons (right 15%, bottom 35%)', () => {
    const result = layoutCaption({
      words,
      style: style({ wordsPerLine: 8, fontSize: 90 }),
      time: 0,
      duration: 4000,
      frame: VERTICAL,
      measure: halfEmMeasure,
    })!;
    for (const line of result.lines) {
      const box = lineBox(result, line);
      expect(box.x + box.width).toBeLessThanOrEqual(VERTICAL.width * 0.85 + 0.01);
      expect(box.y + box.height).toBeLessThanOrEqual(VERTICAL.height * 0.65 + 0.01);
    }
  });
});

describe('breakLines', () => {
  it('fills each line greedily and never leaves a line empty', () => {
    expect(breakLines([40, 40, 40, 40], 10, 100)).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(breakLines([40, 40, 40], 10, 140)).toEqual([[0, 1, 2]]);
    expect(breakLines([300, 20], 10, 100)).toEqual([[0], [1]]);
    expect(breakLines([], 10, 100)).toEqual([]);
  });
});
