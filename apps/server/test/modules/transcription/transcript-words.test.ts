import { describe, expect, it } from 'vitest';
import { wordsFromTranscript } from '../../../src/modules/transcription/transcript-words';

describe('a transcript’s timed words as captions show them', () => {
  it('writes each word as the transcript does, punctuation attached, keeping the vendor’s times', () => {
    expect(
      wordsFromTranscript('Grind them medium-fine, about like sea salt.', [
        { word: 'Grind', start: 0.1, end: 0.4 },
        { word: 'them', start: 0.4, end: 0.6 },
        { word: 'medium', start: 0.6, end: 0.9 },
        { word: 'fine', start: 0.9, end: 1.2 },
        { word: 'about', start: 1.4, end: 1.7 },
        { word: 'like', start: 1.7, end: 1.9 },
        { word: 'sea', start: 1.9, end: 2.1 },
        { word: 'salt', start: 2.1, end: 2.5 },
      ]).map((word) => word.text),
    ).toEqual(['Grind', 'them', 'medium', 'fine', 'about', 'like', 'sea', 'salt.']);
  });

  it('takes a server’s own spelling (leading spaces, punctuation) as it is', () => {
    expect(
      wordsFromTranscript(' Hello, world!', [
        { word: ' Hello,', start: 0, end: 0.5 },
        { word: ' world!', start: 0.5, end: 1 },
      ]),
    ).toEqual([
      { text: 'Hello,', start: 0, end: 0.5 },
      { text: 'world!', start: 0.5, end: 1 },
    ]);
  });

  it('drops empty words and mends times that go backwards or end before they start', () => {
    expect(
      wordsFromTranscript('one two three', [
        { word: 'one', start: 0.5, end: 0.8 },
        { word: ' ', start: 0.8, end: 0.9 },
        { word: 'two', start: 0.4, end: 0.3 },
        { word: 'three', start: Number.NaN, end: 2 },
      ]),
    ).toEqual([
      { text: 'one', start: 0.5, end: 0.8 },
      { text: 'two', start: 0.5, end: 0.5 },
    ]);
  });

  it('keeps a word the transcript does not have', () => {
    expect(
      wordsFromTranscript('So we begin.', [
        { word: 'um', start: 0, end: 0.2 },
        { word: 'So', start: 0.3, end: 0.5 },
      ]).map((word) => word.text),
    ).toEqual(['um', 'So']);
  });
});
