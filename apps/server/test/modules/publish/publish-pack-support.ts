import {
  PUBLISH_DESCRIPTION_MAX,
  PUBLISH_TAGS_TOTAL_MAX,
  PUBLISH_TITLE_MAX,
  publishPackSchema,
  type PublishPack,
} from '@reelwright/contracts';
import type { ScriptLanguage } from '@reelwright/script-kit';
import { expect } from 'vitest';
import { withBearer } from '../../helpers/auth';
import type { TestApp } from '../../helpers/test-app';

export const packRequest = (app: TestApp['app'], token: string | undefined, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/script/publish-pack',
    headers: token === undefined ? {} : withBearer(token),
    payload,
  });

/** A creator's finished script in each language: a hook and four sections under headings. */
export const SCRIPT_WORDS: Record<ScriptLanguage, { sentence: string; headings: string[] }> = {
  english: {
    sentence: 'Fresh beans and a steady pour make the cup sweet and clear.',
    headings: ['Beans', 'Grind size', 'Water', 'Pouring'],
  },
  russian: {
    sentence: 'Свежие зёрна и ровная струя делают чашку сладкой и чистой.',
    headings: ['Зёрна', 'Помол', 'Вода', 'Пролив'],
  },
  spanish: {
    sentence: 'Los granos frescos y un vertido constante hacen una taza dulce y limpia.',
    headings: ['Granos', 'Molienda', 'Agua', 'Vertido'],
  },
  french: {
    sentence: 'Des grains frais et un versement régulier donnent une tasse douce et nette.',
    headings: ['Grains', 'Mouture', 'Eau', 'Versement'],
  },
  german: {
    sentence: 'Frische Bohnen und ein ruhiger Guss machen die Tasse süß und klar.',
    headings: ['Bohnen', 'Mahlgrad', 'Wasser', 'Aufguss'],
  },
  chinese: {
    sentence: '新鲜的咖啡豆和稳定的注水让咖啡甘甜而干净。',
    headings: ['咖啡豆', '研磨', '水温', '注水'],
  },
};

export function finishedScript(language: ScriptLanguage): string {
  const { sentence, headings } = SCRIPT_WORDS[language];
  const paragraph = (sentences: number) =>
    Array.from({ length: sentences }, () => sentence).join(language === 'chinese' ? '' : ' ');
  return [paragraph(3), ...headings.map((heading) => `## ${heading}\n${paragraph(8)}`)].join(
    '\n\n',
  );
}

export const TOPICS: Record<ScriptLanguage, string> = {
  english: 'How to brew pour-over coffee at home',
  russian: 'Как заваривать кофе пуровер дома',
  spanish: 'Cómo preparar café de filtro en casa',
  french: 'Comment préparer un café filtre à la maison',
  german: 'Filterkaffee zu Hause richtig aufbrühen',
  chinese: '在家做手冲咖啡',
};

/** YouTube's count: every tag's characters, 2 quotes around one with a space, commas between. */
const youtubeTagCount = (tags: string[]) =>
  tags.join(',').length + 2 * tags.filter((tag) => tag.includes(' ')).length;

const CHAPTER_LINE = /^((?:\d+:)?\d{2}:\d{2}) (.+)$/;
const secondsOfLine = (time: string) =>
  time.split(':').reduce((total, part) => total * 60 + Number(part), 0);

/** The description's `00:00 Title` lines, as YouTube reads them. */
function chapterLinesOf(description: string) {
  return description
    .split('\n')
    .map((line) => CHAPTER_LINE.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ start: secondsOfLine(match[1]!), title: match[2]! }));
}

/** Every rule YouTube and the issue set for a pack, checked on the answer. */
export function expectYoutubeRules(
  pack: PublishPack,
  options: { chapters: boolean; short: boolean },
) {
  expect(publishPackSchema.parse(pack)).toEqual(pack);
  expect(pack.titles).toHaveLength(5);
  for (const title of pack.titles) {
    expect(title.text.length).toBeLessThanOrEqual(PUBLISH_TITLE_MAX);
    expect(title.why.length).toBeGreaterThan(0);
  }
  const scores = pack.titles.map((title) => title.score);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  expect(new Set(pack.titles.map((title) => title.text)).size).toBe(5);

  expect(pack.description.length).toBeLessThanOrEqual(PUBLISH_DESCRIPTION_MAX);
  const lines = chapterLinesOf(pack.description);
  if (options.chapters) {
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(pack.description).toContain('\n00:00 ');
    expect(lines[0]!.start).toBe(0);
    for (let i = 1; i < lines.length; i += 1) {
      expect(lines[i]!.start - lines[i - 1]!.start).toBeGreaterThanOrEqual(10);
    }
    expect(lines).toEqual(pack.chapters);
  } else {
    expect(lines).toEqual([]);
    expect(pack.chapters).toEqual([]);
  }

  expect(youtubeTagCount(pack.tags)).toBeLessThanOrEqual(PUBLISH_TAGS_TOTAL_MAX);
  expect(pack.tags.length).toBeGreaterThan(0);
  expect(pack.hashtags.length).toBeGreaterThanOrEqual(3);
  expect(pack.hashtags.length).toBeLessThanOrEqual(5);
  for (const hashtag of pack.hashtags) expect(hashtag).toMatch(/^#[\p{L}\p{N}_]+$/u);
  expect(pack.hashtags.includes('#shorts')).toBe(options.short);
  expect(pack.description.endsWith(pack.hashtags.join(' '))).toBe(true);
}

const PARAGRAPH_WORDS = 30;
const sentenceOf = (first: string) =>
  `${first} ${Array.from({ length: PARAGRAPH_WORDS - 5 }, () => 'coffee').join(' ')} tastes better.`;
export const timedScript = [
  sentenceOf('Brewing starts here.'),
  sentenceOf('Grind beans fresh.'),
  sentenceOf('Pour water slowly.'),
  'Subscribe for more and see you next time.',
].join('\n\n');
