import { describe, expect, it } from 'vitest';
import { chapterTime, publishDescription } from './publish-description';
import { PUBLISH_DESCRIPTION_MAX } from './youtube-limits';

const chapters = [
  { title: 'Intro', start: 0 },
  { title: 'Grind', start: 75 },
  { title: 'Water', start: 3725 },
];

describe('chapterTime', () => {
  it('writes MM:SS, and H:MM:SS from an hour on', () => {
    expect([0, 9.9, 75, 3599, 3725].map(chapterTime)).toEqual([
      '00:00',
      '00:09',
      '01:15',
      '59:59',
      '1:02:05',
    ]);
  });
});

describe('publishDescription', () => {
  it('lays out the search line, summary, chapters, links and hashtags a blank line apart', () => {
    expect(
      publishDescription({
        language: 'english',
        firstLine: 'Pour-over coffee: all you need.',
        summary: 'Grind, water, pour.',
        chapters,
        hashtags: ['#coffee', '#pourover', '#tips'],
      }),
    ).toEqual({
      description:
        'Pour-over coffee: all you need.\n\nGrind, water, pour.\n\nChapters:\n00:00 Intro\n01:15 Grind\n1:02:05 Water\n\nLinks: [add your links here]\n\n#coffee #pourover #tips',
      chapters,
    });
  });

  it('leaves the chapter block out without chapters, and writes in the pack’s language', () => {
    const { description } = publishDescription({
      language: 'russian',
      firstLine: 'Кофе',
      summary: 'Коротко.',
      chapters: [],
      hashtags: ['#кофе', '#советы', '#лайфхаки'],
    });
    expect(description).toBe(
      'Кофе\n\nКоротко.\n\nСсылки: [добавьте свои ссылки]\n\n#кофе #советы #лайфхаки',
    );
  });

  it('shortens the summary to keep the whole within 5 000 characters', () => {
    const { description } = publishDescription({
      language: 'english',
      firstLine: 'Coffee',
      summary: 'word '.repeat(2000),
      chapters,
      hashtags: ['#a', '#b', '#c'],
    });
    expect(description.length).toBeLessThanOrEqual(PUBLISH_DESCRIPTION_MAX);
    expect(description).toContain('word…\n\nChapters:\n00:00 Intro');
  });

  it('keeps only the chapters whose lines fit their share', () => {
    const many = Array.from({ length: 100 }, (_, index) => ({
      title: `${'Chapter '.repeat(12)}${index}`,
      start: index * 20,
    }));
    const result = publishDescription({
      language: 'english',
      firstLine: 'Coffee',
      summary: 'Short.',
      chapters: many,
      hashtags: ['#a', '#b', '#c'],
    });
    expect(result.description.length).toBeLessThanOrEqual(PUBLISH_DESCRIPTION_MAX);
    expect(result.chapters.length).toBeGreaterThanOrEqual(3);
    expect(result.chapters.length).toBeLessThan(100);
    expect(result.chapters).toEqual(many.slice(0, result.chapters.length));
  });
});
