import { describe, expect, it } from 'vitest';
import { spokenText } from '../script-cues';
import { spokenWordTexts } from '../spoken-words';
import { estimateSectionTimes, voiceOverSectionTimes, youtubeChapters } from './publish-chapters';

const words = (count: number, word = 'coffee') =>
  Array.from({ length: count }, () => word).join(' ');
const SCRIPT = `Start here. ${words(28)}\n\n## Grind\n${words(50)}\n\n## Water\n${words(100)}`;

describe('estimateSectionTimes', () => {
  it('starts each section when the words before it have been said at 150 a minute', () => {
    // 30 words (12 s), then 50 (20 s), then 100: a heading line is shown, not said.
    expect(estimateSectionTimes(SCRIPT, 'english')).toEqual({
      sections: [
        { title: 'Start here', start: 0 },
        { title: 'Grind', start: 12 },
        { title: 'Water', start: 32 },
      ],
      seconds: 72,
    });
  });

  it('reads Chinese at 250 characters a minute', () => {
    const script = `${'咖'.repeat(50)}。\n\n## 水温\n${'啡'.repeat(100)}。`;
    const { sections, seconds } = estimateSectionTimes(script, 'chinese');
    expect(sections.map((section) => section.start)).toEqual([0, 12]);
    expect(seconds).toBe(36);
  });
});

describe('voiceOverSectionTimes', () => {
  it('starts each section at its first word in the recording', () => {
    const spoken = spokenWordTexts(spokenText(SCRIPT)).map((text, index) => ({
      text,
      start: index,
      end: index + 0.5,
    }));
    const times = voiceOverSectionTimes(SCRIPT, 'english', spoken);
    expect(times.sections.map((section) => section.start)).toEqual([0, 30, 80]);
    expect(times.seconds).toBe(179.5);
  });
});

describe('youtubeChapters', () => {
  const sections = [
    { title: 'Hook', start: 3.7 },
    { title: 'Grind', start: 12.9 },
    { title: 'Water', start: 25.2 },
    { title: 'Pour', start: 31 },
    { title: 'Outro', start: 80 },
  ];

  it('puts the first at 0:00, in whole seconds, folding sections less than 10 s apart', () => {
    expect(youtubeChapters(sections)).toEqual([
      { title: 'Hook', start: 0 },
      { title: 'Grind', start: 12 },
      { title: 'Water', start: 25 },
      { title: 'Outro', start: 80 },
    ]);
  });

  it('drops a last chapter less than 10 s before the end, and sorts what it is given', () => {
    expect(youtubeChapters([...sections].reverse(), 85)).toEqual([
      { title: 'Hook', start: 0 },
      { title: 'Grind', start: 12 },
      { title: 'Water', start: 25 },
    ]);
  });

  it('gives none when fewer than three would remain', () => {
    expect(youtubeChapters(sections, 30)).toEqual([]);
    expect(youtubeChapters(sections.slice(0, 2))).toEqual([]);
  });
});
