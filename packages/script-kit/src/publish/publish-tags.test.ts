import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES, SCRIPT_LANGUAGES } from '../options';
import { fitTags, publishHashtags, publishTags, tagsLength, topicKeywords } from './publish-tags';

describe('tagsLength', () => {
  it('counts as YouTube does: commas between, quotes around a tag with a space', () => {
    expect(tagsLength([])).toBe(0);
    expect(tagsLength(['coffee'])).toBe(6);
    expect(tagsLength(['coffee', 'pour over'])).toBe(6 + 1 + 9 + 2);
  });
});

describe('fitTags', () => {
  it('normalizes, drops duplicates and stops adding at 500 characters', () => {
    const tags = fitTags([
      'Coffee',
      'coffee',
      '<b>Pour, over</b>',
      ...Array.from({ length: 100 }, (_, i) => `tag number ${i}`),
    ]);
    expect(tags.slice(0, 2)).toEqual(['coffee', 'b pour over /b']);
    expect(tagsLength(tags)).toBeLessThanOrEqual(500);
    expect(tagsLength([...tags, 'tag number 99'])).toBeGreaterThan(500);
  });
});

describe('topicKeywords', () => {
  it('keeps content words and the pairs that stand together', () => {
    expect(topicKeywords('How to brew pour-over coffee at home', 'english')).toEqual({
      words: ['brew', 'pour-over', 'coffee', 'home'],
      pairs: ['brew pour-over', 'pour-over coffee'],
    });
  });

  it('takes Chinese runs between function words', () => {
    expect(topicKeywords('如何在家做手冲咖啡', 'chinese').words).toEqual(['家做手冲咖啡']);
  });
});

describe('publishTags and publishHashtags', () => {
  const brief = {
    topic: 'How to brew pour-over coffee at home',
    language: 'english' as const,
    contentType: 'education' as const,
  };

  it('tags the topic, its pairs and words, the key points and the content type', () => {
    expect(publishTags({ ...brief, keyPoints: ['Grind size'] })).toEqual([
      'how to brew pour-over coffee at home',
      'brew pour-over',
      'pour-over coffee',
      'brew',
      'pour-over',
      'coffee',
      'home',
      'grind size',
      'education',
    ]);
  });

  it('gives a Short #shorts first, and at most five hashtags without spaces', () => {
    expect(publishHashtags({ ...brief, short: true })).toEqual([
      '#shorts',
      '#brew',
      '#pourover',
      '#coffee',
      '#home',
    ]);
    expect(publishHashtags({ ...brief, short: false })).toEqual([
      '#brew',
      '#pourover',
      '#coffee',
      '#home',
      '#education',
    ]);
  });

  it('always has at least three, in every language and content type', () => {
    for (const language of SCRIPT_LANGUAGES) {
      for (const contentType of CONTENT_TYPES) {
        const hashtags = publishHashtags({ topic: 'How to', language, contentType, short: false });
        expect(hashtags.length).toBeGreaterThanOrEqual(3);
        for (const hashtag of hashtags) expect(hashtag).toMatch(/^#[\p{L}\p{N}_]+$/u);
      }
    }
  });
});
