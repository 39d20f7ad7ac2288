import { describe, expect, it } from 'vitest';
import { cleanScript } from './clean-script';

describe('cleanScript', () => {
  it('strips bold, italic and headings but keeps the words', () => {
    const raw = [
      '# How to Roast Coffee at Home',
      '',
      '## **Hook**',
      'Did you know that **most** coffee is *stale* before it reaches you?',
      '### __Why it matters__',
      'Fresh beans taste ***completely*** different, and _that_ is the point.',
    ].join('\n');
    expect(cleanScript(raw)).toBe(
      [
        'How to Roast Coffee at Home',
        '',
        'Hook',
        'Did you know that most coffee is stale before it reaches you?',
        'Why it matters',
        'Fresh beans taste completely different, and that is the point.',
      ].join('\n'),
    );
  });

  it('leaves asterisks and underscores that are not emphasis', () => {
    expect(cleanScript('2 * 3 * 4 = 24, and 2*3*4 is the same.')).toBe(
      '2 * 3 * 4 = 24, and 2*3*4 is the same.',
    );
    expect(cleanScript('Rated 5* by critics; the file is my_video_final.mp4')).toBe(
      'Rated 5* by critics; the file is my_video_final.mp4',
    );
    expect(cleanScript('Use x ** 2 for the square.')).toBe('Use x ** 2 for the square.');
  });

  it('strips bullets and list numbers at line start only', () => {
    const raw = [
      '1. Pick green beans',
      '2) Preheat the pan',
      '3 - Stir constantly',
      '- Listen for the first crack',
      '* Cool them fast',
      '• Rest for a day',
      '  - nested point',
      'The ratio is 1.5 kg to 2 - 3 cups, not 1. guess.',
      '2024. A year of coffee.',
    ].join('\n');
    expect(cleanScript(raw)).toBe(
      [
        'Pick green beans',
        'Preheat the pan',
        'Stir constantly',
        'Listen for the first crack',
        'Cool them fast',
        'Rest for a day',
        'nested point',
        'The ratio is 1.5 kg to 2 - 3 cups, not 1. guess.',
        '2024. A year of coffee.',
      ].join('\n'),
    );
  });

  it('turns Windows line endings into \\n, trims line ends and collapses blank lines', () => {
    const raw =
      '  \r\n\r\n**Intro**   \r\nFirst line.\t\r\n\r\n\r\n   \r\n\r\nSecond line.\r\n---\r\n\r\n';
    expect(cleanScript(raw)).toBe('Intro\nFirst line.\n\nSecond line.');
  });

  it('keeps a single blank line between paragraphs and drops horizontal rules', () => {
    expect(cleanScript('One.\n\nTwo.\n\n* * *\n\nThree.')).toBe('One.\n\nTwo.\n\nThree.');
  });

  it('cleans Russian text', () => {
    const raw = [
      '## **Вступление**',
      '',
      '',
      'Вы когда-нибудь *задумывались*, почему кофе горчит?  ',
      '1. Выберите зёрна',
      '2) Разогрейте сковороду',
      '— Это прямая речь, и тире остаётся.',
    ].join('\r\n');
    expect(cleanScript(raw)).toBe(
      [
        'Вступление',
        '',
        'Вы когда-нибудь задумывались, почему кофе горчит?',
        'Выберите зёрна',
        'Разогрейте сковороду',
        '— Это прямая речь, и тире остаётся.',
      ].join('\n'),
    );
  });

  it('cleans Chinese text', () => {
    const raw =
      '# **开场**\n\n\n\n你知道吗？**大多数**咖啡在到你手里之前就已经不新鲜了。\n- 第一步：挑选生豆\n1. 第二步：预热锅子  \n';
    expect(cleanScript(raw)).toBe(
      '开场\n\n你知道吗？大多数咖啡在到你手里之前就已经不新鲜了。\n第一步：挑选生豆\n第二步：预热锅子',
    );
  });

  it('returns an empty string for markup alone', () => {
    expect(cleanScript('')).toBe('');
    expect(cleanScript('#\n\n- \n\n---')).toBe('');
  });
  it('keeps headings as `## Title` when asked, for a script written from an outline', () => {
    const raw = '### **Hook**\nDid you know?\n\n\n## Grind size ##\n- Grind like *sea salt*.';
    expect(cleanScript(raw, { keepHeadings: true })).toBe(
      '## Hook\nDid you know?\n\n## Grind size\nGrind like sea salt.',
    );
    expect(cleanScript(raw)).toMatch(/^Hook\nDid you know\?\n\nGrind size/);
  });
});
