import { GlobalFonts } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  charactersWithoutFont,
  fontFamiliesFor,
} from '../../../../src/modules/thumbnails/compositor/fonts';

describe('headline fonts', () => {
  it.each([
    ['English', 'THE QUICK BROWN FOX 100% $5 #1 & CO.'],
    ['Russian', 'СЪЕШЬ ЖЕ ЕЩЁ ЭТИХ МЯГКИХ ФРАНЦУЗСКИХ БУЛОК'],
    ['Ukrainian', 'ЇЖАК ҐУДЗИК ЄНОТ'],
    ['Vietnamese', 'TIẾNG VIỆT ĐẸP'],
    ['Chinese', '如何学习中文的三个技巧，你好世界！'],
    ['Traditional Chinese', '學習語言'],
    ['Japanese kana', 'ラーメンをたべる'],
  ])('ship a glyph for every %s character', (_, text) => {
    expect(charactersWithoutFont(text)).toEqual([]);
  });

  it('know which characters they lack', () => {
    expect(charactersWithoutFont('A\uE000B\uE001')).toEqual(['\uE000', '\uE001']);
  });

  it('register only the subsets a headline needs, Montserrat first', () => {
    expect(fontFamiliesFor('HELLO')).toBe('"Reelwright Montserrat latin"');
    expect(fontFamiliesFor('ПРИВЕТ')).toBe(
      '"Reelwright Montserrat latin", "Reelwright Montserrat cyrillic"',
    );
    const chinese = fontFamiliesFor('你好 2024');
    expect(chinese.startsWith('"Reelwright Montserrat latin", "Reelwright Noto Sans SC ')).toBe(
      true,
    );
    const families = GlobalFonts.families.map(({ family }) => family);
    expect(families).toContain('Reelwright Montserrat cyrillic');
    expect(
      families.filter((family) => family.startsWith('Reelwright Noto Sans SC')).length,
    ).toBeLessThan(5);
  });
});
