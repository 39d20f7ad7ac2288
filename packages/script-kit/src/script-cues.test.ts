import { describe, expect, it } from 'vitest';
import { cuesOf, hasCues, spokenText } from './script-cues';

describe('spokenText', () => {
  it('takes the cues out and keeps the words and paragraphs', () => {
    const script =
      'First: Grind size. [Your advice: what you do, in a few sentences.] Why does it matter?\n\n[B-roll: the grinder]\n\nNext: Water temperature [about 94 °C], then the bloom.';
    expect(spokenText(script)).toBe(
      'First: Grind size. Why does it matter?\n\nNext: Water temperature, then the bloom.',
    );
  });

  it('follows the teleprompter’s rule: one line, first closing bracket, no nesting', () => {
    expect(spokenText('Say [a [b] c] now.')).toBe('Say c] now.');
    expect(spokenText('An open [bracket\nstays] as it is.')).toBe(
      'An open [bracket\nstays] as it is.',
    );
    expect(spokenText('No cues here.')).toBe('No cues here.');
  });

  it('finds the cues', () => {
    expect(hasCues('a [b] c')).toBe(true);
    expect(hasCues('a [b c')).toBe(false);
    expect(cuesOf('[One] two [three]')).toEqual(['[One]', '[three]']);
  });
});

describe('spokenText and headings', () => {
  it('says no Markdown heading: a script written from an outline is read without "## Hook"', () => {
    const script =
      '## Hook\nDid you know [pause] most coffee is brewed too hot?\n\n## Grind size\nGrind like sea salt.';
    expect(spokenText(script)).toBe(
      'Did you know most coffee is brewed too hot?\n\nGrind like sea salt.',
    );
    expect(spokenText('Price: #1 in sales.\nNo heading here.')).toBe(
      'Price: #1 in sales.\nNo heading here.',
    );
  });
});
