import { describe, expect, it } from 'vitest';
import { SPOKEN_WORD_MAX, spokenWords, spokenWordTexts } from './spoken-words';

describe('spokenWords', () => {
  it('splits on any white space and keeps punctuation on its word', () => {
    expect(spokenWordTexts('  Grind the coffee,\n\tthen wait… "really?"  ')).toEqual([
      'Grind',
      'the',
      'coffee,',
      'then',
      'wait…',
      '"really?"',
    ]);
  });

  it('gives each word its place in the text', () => {
    const text = 'Привет,  мир — да';
    for (const word of spokenWords(text)) {
      expect(text.slice(word.start, word.end)).toBe(word.text);
    }
    expect(spokenWords(text).map((word) => word.text)).toEqual(['Привет,', 'мир', '—', 'да']);
  });

  it('treats a run without spaces (Chinese, a URL) as one word, clipped to the limit', () => {
    const long = '😀'.repeat(150);
    const [word] = spokenWords(`看 ${long}`).slice(1);
    expect(word!.text.length).toBeLessThanOrEqual(SPOKEN_WORD_MAX);
    expect(word!.text).toBe('😀'.repeat(100));
    expect(word!.end - word!.start).toBe(300);
  });

  it('finds no words in blank text', () => {
    expect(spokenWords(' \n\t ')).toEqual([]);
  });
});
