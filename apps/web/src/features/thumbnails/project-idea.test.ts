import { describe, expect, it } from 'vitest';
import { THUMBNAIL_TEXT_MAX } from '@reelwright/contracts';
import { HOOK_MAX_CHARS, headlineFromTitle, hookLine, projectIdea } from './project-idea';

describe('the idea a project suggests for its thumbnail', () => {
  it('is its title and the first line of its hook', () => {
    expect(
      projectIdea({
        title: 'Pour-over basics',
        topic: 'How to brew pour-over coffee at home',
        script:
          'Did you know most home coffee is brewed too hot? Let me show you.\n\nFirst, the grind.',
      }),
    ).toBe('Pour-over basics\nDid you know most home coffee is brewed too hot?');
  });

  it('uses the topic when the project has no real title, and works without a script', () => {
    expect(
      projectIdea({ title: 'Untitled project', topic: 'Cold brew in five minutes', script: '' }),
    ).toBe('Cold brew in five minutes');
    expect(projectIdea({ title: '', topic: '', script: 'Grab a kettle.' })).toBe('Grab a kettle.');
    expect(projectIdea({ title: ' ', topic: ' ', script: '' })).toBe('');
  });

  it("reads past a model's markdown, section labels, cues and a repeated title", () => {
    const script = [
      '# Pour-over basics',
      '',
      '## **Hook**',
      '[close-up of the kettle] Hook: *Stop* burning your coffee!',
      'More words.',
    ].join('\n');
    expect(hookLine(script, 'Pour-over basics')).toBe('Stop burning your coffee!');
  });

  it('cuts a long first sentence at a word', () => {
    const line = hookLine(`${'word '.repeat(60)}end.`);
    expect(line.length).toBeLessThanOrEqual(HOOK_MAX_CHARS + 1);
    expect(line.endsWith('word…')).toBe(true);
  });

  it("takes a picked title as the headline, cut at a word within the thumbnail's text limit", () => {
    expect(headlineFromTitle(' 5 pour-over mistakes ')).toBe('5 pour-over mistakes');
    const long = `Why your pour-over coffee tastes bitter ${'and sour '.repeat(7)}fixed`;
    expect(long.length).toBeGreaterThan(THUMBNAIL_TEXT_MAX);
    const headline = headlineFromTitle(long);
    expect(headline.length).toBeLessThanOrEqual(THUMBNAIL_TEXT_MAX);
    expect(headline).toMatch(/^Why your pour-over coffee tastes bitter .*(and|sour)…$/u);
  });
});
