import { describe, expect, it } from 'vitest';
import { chaptersText, parseChapterStamp, parseHashtags, parseTags, tagsText } from './kit-texts';

describe('chapter times', () => {
  it('are read back from what a creator types, and refused when they are not times', () => {
    expect(parseChapterStamp('00:00')).toBe(0);
    expect(parseChapterStamp(' 1:15 ')).toBe(75);
    expect(parseChapterStamp('1:01:02')).toBe(3662);
    expect(parseChapterStamp('125:00')).toBe(7500);
    for (const wrong of ['', '1:5', '0:60', '1:60:00', 'ten', '1.15', '-0:10']) {
      expect(parseChapterStamp(wrong), wrong).toBeNull();
    }
  });
});

describe('chapters.txt', () => {
  it('has one `MM:SS Title` line per chapter, the first at 00:00', () => {
    expect(
      chaptersText([
        { title: 'Why it is too hot', start: 0 },
        { title: 'Grind size', start: 14.6 },
        { title: 'Bloom', start: 71 },
        { title: 'Past an hour', start: 3662 },
      ]),
    ).toBe('00:00 Why it is too hot\n00:14 Grind size\n01:11 Bloom\n1:01:02 Past an hour\n');
  });
});

describe('tags', () => {
  it('are read from a comma-separated list, blanks dropped', () => {
    expect(parseTags(' coffee, pour over ,, home brewing ,')).toEqual([
      'coffee',
      'pour over',
      'home brewing',
    ]);
  });

  it('hashtags get their # once and never hold a space', () => {
    expect(parseHashtags('#coffee pourover, ##shorts  #')).toEqual([
      '#coffee',
      '#pourover',
      '#shorts',
    ]);
  });

  it('tags.txt holds the tags comma-separated, then the hashtags on their own line', () => {
    expect(tagsText(['coffee', 'pour over'], ['#coffee', '#shorts'])).toBe(
      'coffee, pour over\n#coffee #shorts\n',
    );
  });
});
