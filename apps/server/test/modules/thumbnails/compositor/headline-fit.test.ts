import { describe, expect, it } from 'vitest';
import {
  breakUnits,
  fitHeadline,
} from '../../../../src/modules/thumbnails/compositor/headline-fit';

/** A monospace stand-in for the real font: every character is 0.6 em wide. */
const measure = (text: string, size: number) => [...text].length * size * 0.6;
const box = { maxWidth: 600, maxHeight: 500, maxSize: 150 };

describe('fitHeadline', () => {
  it('keeps a short headline at full size on one line', () => {
    expect(fitHeadline('WIN', measure, box)).toMatchObject({ size: 150, lines: ['WIN'] });
  });

  it('wraps to at most three lines and shrinks until every line fits', () => {
    const fitted = fitHeadline('SURVIVED 100 DAYS MINECRAFT HARDCORE', measure, box);
    expect(fitted.lines.length).toBeLessThanOrEqual(3);
    expect(fitted.size).toBeLessThan(150);
    for (const line of fitted.lines) expect(measure(line, fitted.size)).toBeLessThanOrEqual(600);
    expect(fitted.lines.length * fitted.size * fitted.lineHeight).toBeLessThanOrEqual(500);
    expect(fitted.lines.join(' ')).toBe('SURVIVED 100 DAYS MINECRAFT HARDCORE');
  });

  it('breaks Chinese between characters, which take no spaces', () => {
    const fitted = fitHeadline('如何学习中文的三个技巧', measure, { ...box, maxWidth: 500 });
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.join('')).toBe('如何学习中文的三个技巧');
  });

  it('keeps CJK punctuation on the line before it', () => {
    expect(breakUnits('你好，世界').map((unit) => unit.text)).toEqual(['你', '好，', '世', '界']);
    expect(breakUnits('iPhone评测').map((unit) => unit.text)).toEqual(['iPhone', '评', '测']);
  });

  it('breaks one endless word between characters and ends what does not fit in an ellipsis', () => {
    const fitted = fitHeadline('X'.repeat(400), measure, box);
    expect(fitted.lines).toHaveLength(3);
    expect(fitted.lines[2]!.endsWith('…')).toBe(true);
    for (const line of fitted.lines) expect(measure(line, fitted.size)).toBeLessThanOrEqual(600);
  });

  it('draws nothing for an empty headline', () => {
    expect(fitHeadline('   ', measure, box).lines).toEqual([]);
  });
});
