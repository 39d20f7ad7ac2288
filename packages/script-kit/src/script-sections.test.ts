import { describe, expect, it } from 'vitest';
import { scriptSections, sectionsInWords } from './script-sections';
import { spokenText } from './script-cues';

const words = (script: string) => spokenText(script).split(/\s+/);

describe('scriptSections', () => {
  it('makes each paragraph a section named by its first words when there are no headings', () => {
    const script = [
      'Most home coffee is brewed too hot. Here is the fix.',
      '[Your hook: a result you got.]',
      'First, grind size. A medium grind is like sea salt.',
      'Next, the water: just off the boil, around 94 degrees, poured slowly in circles.',
      'If this helped, subscribe and leave a comment below.',
      'Thanks for watching, see you next time!',
    ].join('\n\n');
    const sections = scriptSections(script, 'english');
    expect(sections.map(({ kind, title }) => ({ kind, title }))).toEqual([
      { kind: 'hook', title: 'Most home coffee is brewed…' },
      { kind: 'body', title: 'First, grind size' },
      { kind: 'body', title: 'Next, the water: just off…' },
      { kind: 'cta', title: 'If this helped, subscribe and…' },
      { kind: 'outro', title: 'Thanks for watching, see you…' },
    ]);
    const spoken = words(script);
    expect(sections.map((section) => spoken[section.firstWord])).toEqual([
      'Most',
      'First,',
      'Next,',
      'If',
      'Thanks',
    ]);
    // Every spoken word belongs to exactly one section, in order.
    const last = sections[sections.length - 1]!;
    expect(last.firstWord + last.wordCount).toBe(spoken.length);
    for (const [index, section] of sections.slice(1).entries()) {
      const previous = sections[index]!;
      expect(section.firstWord).toBe(previous.firstWord + previous.wordCount);
    }
  });

  it('leaves [cues] out of the word count, so indexes match the voice-over words', () => {
    const script =
      'Hello there. [wave at the camera] Welcome.\n\n[show the grinder] Grind it fine.';
    const sections = scriptSections(script, 'english');
    expect(sections.map((section) => section.firstWord)).toEqual([0, 3]);
    expect(words(script)[3]).toBe('Grind');
  });

  it('cuts at markdown headings and label lines, named by them', () => {
    const script = [
      'Hook: Your coffee is lying to you.',
      '',
      '## Grind size',
      'Grind it like sea salt.',
      '',
      'Water temperature:',
      'Just off the boil.',
      '',
      '## Call to action',
      'Subscribe for more.',
    ].join('\n');
    const sections = scriptSections(script, 'english');
    expect(sections.map(({ kind, title }) => ({ kind, title }))).toEqual([
      { kind: 'hook', title: 'Hook' },
      { kind: 'body', title: 'Grind size' },
      { kind: 'body', title: 'Water temperature' },
      { kind: 'cta', title: 'Call to action' },
    ]);
    // A Markdown heading is not said (an inline label is), so its section starts at the first
    // word said after it.
    const spoken = words(script);
    expect(spoken[sections[0]!.firstWord]).toBe('Hook:');
    expect(spoken[sections[1]!.firstWord]).toBe('Grind');
    expect(spoken[sections[2]!.firstWord]).toBe('Water');
  });

  it('takes a line ending in a colon for a heading only when the script has two or more', () => {
    const prose = 'Here is the plan.\n\nYou need three things:\nbeans, water and time.';
    expect(scriptSections(prose, 'english').map((section) => section.title)).toEqual([
      'Here is the plan',
      'You need three things: beans…',
    ]);
    const labelled = 'Grind size:\nLike sea salt.\n\nWater:\nJust off the boil.';
    expect(scriptSections(labelled, 'english').map((section) => section.title)).toEqual([
      'Grind size',
      'Water',
    ]);
  });

  it('keeps an untitled opening before the first heading as the hook', () => {
    const sections = scriptSections('Did you know this?\n\n## Step one\nDo it.', 'english');
    expect(sections.map(({ kind, title, firstWord }) => ({ kind, title, firstWord }))).toEqual([
      { kind: 'hook', title: 'Did you know this?', firstWord: 0 },
      { kind: 'body', title: 'Step one', firstWord: 4 },
    ]);
  });

  it('reads Russian labels and closings', () => {
    const script = [
      'Хук: Ваш кофе вам врёт.',
      '',
      '## Помол',
      'Мелите как морскую соль.',
      '',
      'Призыв к действию:',
      'Подписывайтесь на канал.',
    ].join('\n');
    expect(scriptSections(script, 'russian').map((section) => section.kind)).toEqual([
      'hook',
      'body',
      'cta',
    ]);
    const plain = 'Ваш кофе вам врёт.\n\nМелите мельче.\n\nПодписывайтесь на канал и ставьте лайк.';
    expect(scriptSections(plain, 'russian').map((section) => section.kind)).toEqual([
      'hook',
      'body',
      'cta',
    ]);
  });

  it('skips paragraphs of cues only and gives nothing for an empty script', () => {
    expect(scriptSections('', 'english')).toEqual([]);
    expect(scriptSections('[b-roll]\n\n[more b-roll]', 'english')).toEqual([]);
    const sections = scriptSections('One two.\n\n[b-roll]\n\nThree four.', 'english');
    expect(sections.map((section) => section.firstWord)).toEqual([0, 2]);
  });

  it('names a paragraph with no spaces (Chinese) by its first characters', () => {
    const [section] = scriptSections(
      '大多数家里的咖啡都冲得太烫了这里有一个非常简单的办法可以解决这个问题并且让味道更好更甜更干净',
      'chinese',
    );
    expect(section!.title).toHaveLength(41);
    expect(section!.title.endsWith('…')).toBe(true);
  });
});

describe('sectionsInWords', () => {
  const script = 'Your coffee is lying.\n\nGrind it fine.\n\nPour slowly, in circles.';

  it('uses the script’s own indexes when the recording says exactly the script', () => {
    const spoken = spokenText(script).split(/\s+/);
    expect(sectionsInWords(script, 'english', spoken)).toEqual(scriptSections(script, 'english'));
  });

  it('finds each section in a recording made before the script changed', () => {
    // The voice-over said an extra sentence and has no "fine." — the script was edited since.
    const spoken = 'Your coffee is lying. Really. Grind it. Pour slowly, in circles.'.split(' ');
    expect(
      sectionsInWords(script, 'english', spoken).map(({ title, firstWord, wordCount }) => ({
        title,
        firstWord,
        wordCount,
      })),
    ).toEqual([
      { title: 'Your coffee is lying', firstWord: 0, wordCount: 5 },
      { title: 'Grind it fine', firstWord: 5, wordCount: 2 },
      { title: 'Pour slowly, in circles', firstWord: 7, wordCount: 4 },
    ]);
  });

  it('leaves out a section the recording never says', () => {
    const spoken = 'Your coffee is lying. Pour slowly, in circles.'.split(' ');
    expect(sectionsInWords(script, 'english', spoken).map((section) => section.firstWord)).toEqual([
      0, 4,
    ]);
  });
});

describe('section ranges', () => {
  const cases = [
    '## Hook\nDid you know most coffee is brewed too hot?\n\n## Grind size\nGrind like sea salt.\n\n## Outro\nSee you next time.\n',
    'Hook: Did you know most coffee is brewed too hot?\nGrind size:\nGrind like sea salt.\nWater:\nUse water just off the boil.',
    'Did you know most coffee is brewed too hot?\n\nGrind like sea salt, not flour.\n\nSubscribe for more brewing tips.\n\nSee you next time!  \n',
  ];
  it.each(cases)(
    'covers each section so that replacing one body leaves the rest byte for byte',
    (script) => {
      const sections = scriptSections(script, 'english');
      expect(sections.length).toBeGreaterThanOrEqual(3);
      for (const [index, section] of sections.entries()) {
        expect(section.start).toBeLessThanOrEqual(section.bodyStart);
        expect(section.bodyStart).toBeLessThan(section.end);
        const body = script.slice(section.bodyStart, section.end);
        expect(body).toBe(body.trim());
        const next = sections[index + 1];
        if (next) expect(section.end).toBeLessThanOrEqual(next.start);
        const replaced = script.slice(0, section.bodyStart) + 'NEW' + script.slice(section.end);
        const again = scriptSections(replaced, 'english');
        expect(again.map((s) => s.title).filter((_, i) => i !== index)).toEqual(
          sections.map((s) => s.title).filter((_, i) => i !== index),
        );
      }
      expect(script.slice(sections[1]!.bodyStart, sections[1]!.end)).toMatch(
        /^Grind like sea salt/,
      );
    },
  );
});
