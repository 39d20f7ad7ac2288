import { describe, expect, it } from 'vitest';
import { splitCues } from './cue-notes';

describe('splitCues', () => {
  it('marks bracketed notes as cues, keeping the brackets', () => {
    expect(splitCues('Hello [smile] world')).toEqual([
      { text: 'Hello ', cue: false },
      { text: '[smile]', cue: true },
      { text: ' world', cue: false },
    ]);
  });

  it('handles cues at the edges and back to back', () => {
    expect(splitCues('[pause][breathe]Go')).toEqual([
      { text: '[pause]', cue: true },
      { text: '[breathe]', cue: true },
      { text: 'Go', cue: false },
    ]);
    expect(splitCues('End [wave]')).toEqual([
      { text: 'End ', cue: false },
      { text: '[wave]', cue: true },
    ]);
  });

  it('does not nest', () => {
    expect(splitCues('x [a [b] c] y')).toEqual([
      { text: 'x ', cue: false },
      { text: '[a [b]', cue: true },
      { text: ' c] y', cue: false },
    ]);
  });

  it('treats an unclosed bracket as plain text', () => {
    expect(splitCues('price [approx')).toEqual([{ text: 'price [approx', cue: false }]);
    expect(splitCues('a [b\nc] d [e]')).toEqual([
      { text: 'a [b\nc] d ', cue: false },
      { text: '[e]', cue: true },
    ]);
  });

  it('keeps an empty cue and empty input', () => {
    expect(splitCues('[]')).toEqual([{ text: '[]', cue: true }]);
    expect(splitCues('')).toEqual([]);
    expect(splitCues('no cues ] here')).toEqual([{ text: 'no cues ] here', cue: false }]);
  });

  it('joins back to the original script', () => {
    const script = 'Intro [look up]\nBody [a [b] c] [open\nOutro]';
    expect(
      splitCues(script)
        .map((segment) => segment.text)
        .join(''),
    ).toBe(script);
  });
});
