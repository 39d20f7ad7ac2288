import { scriptSections } from '@reelwright/script-kit';
import { describe, expect, it } from 'vitest';
import { bodyRangeOf, replaceSectionBody, rewrittenRange, spliceOptionsFor } from './section-edit';

const HEADINGS = [
  '## Hook',
  'Did you know most home coffee is brewed too hot?',
  '',
  '## Grind size',
  'Grind like sea salt. Too fine and it turns bitter.',
  '',
  '## Subscribe',
  'Subscribe for more brewing tips.',
  '',
].join('\n');
const PARAGRAPHS =
  'Pour-over rewards patience.\n\nHeat the water to just off the boil.\n\nSee you next time!';

/** `text` in place of section `index`'s body, as the studio puts a hook or a rewrite in. */
function replaceIn(script: string, index: number, text: string) {
  const sections = scriptSections(script, 'english');
  const options = spliceOptionsFor(script, 'english', sections);
  return replaceSectionBody(script, sections[index]!, text, options);
}

describe('replacing a section’s body', () => {
  it('keeps the heading, the spacing and every other section byte for byte', () => {
    const { script, written } = replaceIn(HEADINGS, 1, '  Medium-fine, like sea salt.\n');
    expect(script).toBe(
      HEADINGS.replace(
        'Grind like sea salt. Too fine and it turns bitter.',
        'Medium-fine, like sea salt.',
      ),
    );
    expect(script.slice(written.start, written.end)).toBe('Medium-fine, like sea salt.');
    expect(scriptSections(script, 'english').map((section) => section.title)).toEqual([
      'Hook',
      'Grind size',
      'Subscribe',
    ]);
  });

  it('swaps the first paragraph of a script without headings, keeping it one paragraph', () => {
    const { script } = replaceIn(PARAGRAPHS, 0, 'What if patience\n\nmade better coffee?');
    expect(script).toBe(
      'What if patience made better coffee?\n\nHeat the water to just off the boil.\n\nSee you next time!',
    );
    expect(scriptSections(script, 'english')).toHaveLength(3);
  });

  it('finds where a server’s rewrite put the new body', () => {
    const [, grind] = scriptSections(HEADINGS, 'english');
    const after = HEADINGS.replace(
      'Grind like sea salt. Too fine and it turns bitter.',
      'Sea salt.',
    );
    const range = rewrittenRange(HEADINGS, after, bodyRangeOf(HEADINGS, grind!));
    expect(after.slice(range.start, range.end)).toBe('Sea salt.');
  });
});
