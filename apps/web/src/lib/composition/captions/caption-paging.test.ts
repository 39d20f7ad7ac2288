import { describe, expect, it } from 'vitest';
import { captionPageAt, spokenWordAt } from './caption-paging';
import { spokenWords } from './caption-test-words';

// one two three four five six seven, starting at 0, 500, … 3000 ms
const words = spokenWords(['one', 'two', 'three', 'four', 'five', 'six', 'seven']);

describe('spokenWordAt', () => {
  it('is the word whose time has come, and stays on it through the pause after it', () => {
    expect(spokenWordAt(words, 0)).toBe(0);
    expect(spokenWordAt(words, 399)).toBe(0);
    expect(spokenWordAt(words, 450)).toBe(0); // between 'one' (ends 400) and 'two' (500)
    expect(spokenWordAt(words, 500)).toBe(1);
    expect(spokenWordAt(words, 2999)).toBe(5);
    expect(spokenWordAt(words, 60_000)).toBe(6);
  });

  it('is none before the first word', () => {
    expect(spokenWordAt(spokenWords(['late'], 800), 799)).toBeNull();
    expect(spokenWordAt([], 100)).toBeNull();
  });
});

describe('captionPageAt', () => {
  it('pages in groups of words-per-line, each shown from its first word to the next group', () => {
    expect(captionPageAt(words, 0, 3, 4000)).toEqual({ first: 0, end: 3, from: 0, until: 1500 });
    expect(captionPageAt(words, 1499, 3, 4000)).toMatchObject({ first: 0, end: 3 });
    expect(captionPageAt(words, 1500, 3, 4000)).toEqual({
      first: 3,
      end: 6,
      from: 1500,
      until: 3000,
    });
    // the last group lasts to the caption's end
    expect(captionPageAt(words, 3999, 3, 4000)).toEqual({
      first: 6,
      end: 7,
      from: 3000,
      until: 4000,
    });
  });

  it('shows nothing before the first word starts or once the caption has ended', () => {
    const late = spokenWords(['hello', 'there'], 700);
    expect(captionPageAt(late, 699, 4, 2000)).toBeNull();
    expect(captionPageAt(late, 700, 4, 2000)).toMatchObject({ first: 0, end: 2 });
    expect(captionPageAt(late, 2000, 4, 2000)).toBeNull();
  });

  it('keeps words per line within 1–8', () => {
    expect(captionPageAt(words, 0, 0, 4000)).toMatchObject({ first: 0, end: 1 });
    expect(captionPageAt(words, 0, 20, 4000)).toMatchObject({ first: 0, end: 7 });
  });
});
