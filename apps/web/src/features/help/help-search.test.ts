import { describe, expect, it } from 'vitest';
import type { HelpArticle } from './articles/help-article';
import {
  countByCategory,
  filterArticles,
  matchesQuery,
  normalizeForSearch,
  popularArticles,
  searchableText,
  showsPopular,
} from './help-search';

const article = (
  id: string,
  category: HelpArticle['category'],
  question: string,
  answer: HelpArticle['answer'],
  popular?: boolean,
): HelpArticle => ({ id, category, question, answer, ...(popular ? { popular } : {}) });

const fixtures: HelpArticle[] = [
  article('voice', 'voice-recording', 'How do I make a Voice-over?', ['Pick a voice.'], true),
  article('speed', 'teleprompter', 'Scroll speed', ['From 10% to 200%.', { list: ['↑ faster'] }]),
  article('plans', 'billing-plans', 'Which plans exist?', ['Free, Boost and Pro.'], true),
  article('ru', 'account-settings', 'Как сменить пароль?', [
    'Откройте «Настройки» и введите ещё раз.',
  ]),
];
const ids = (articles: HelpArticle[]) => articles.map((a) => a.id);

describe('searchableText', () => {
  it('joins the question, paragraphs and list items', () => {
    expect(searchableText(fixtures[1]!)).toBe('Scroll speed\nFrom 10% to 200%.\n↑ faster');
  });
});

describe('matchesQuery', () => {
  it('matches a substring of the question or the answer, ignoring case', () => {
    expect(matchesQuery(fixtures[0]!, 'VOICE-OV')).toBe(true);
    expect(matchesQuery(fixtures[0]!, 'pick a')).toBe(true);
    expect(matchesQuery(fixtures[1]!, 'FASTER')).toBe(true);
    expect(matchesQuery(fixtures[0]!, 'boost')).toBe(false);
  });

  it('treats a blank or padded query as its trimmed text', () => {
    expect(matchesQuery(fixtures[0]!, '   ')).toBe(true);
    expect(matchesQuery(fixtures[2]!, '  boost ')).toBe(true);
  });

  it('matches Russian in any case, with ё and е alike', () => {
    expect(matchesQuery(fixtures[3]!, 'НАСТРОЙКИ')).toBe(true);
    expect(matchesQuery(fixtures[3]!, 'еще раз')).toBe(true);
    expect(normalizeForSearch('ЁЛКА')).toBe('елка');
  });
});

describe('filterArticles', () => {
  it('keeps matching articles of the chosen topic, in order', () => {
    expect(ids(filterArticles(fixtures, { query: '', category: 'all' }))).toEqual([
      'voice',
      'speed',
      'plans',
      'ru',
    ]);
    expect(ids(filterArticles(fixtures, { query: 'o', category: 'all' }))).toEqual([
      'voice',
      'speed',
      'plans',
    ]);
    expect(ids(filterArticles(fixtures, { query: '', category: 'teleprompter' }))).toEqual([
      'speed',
    ]);
    expect(ids(filterArticles(fixtures, { query: 'voice', category: 'teleprompter' }))).toEqual([]);
  });
});

describe('countByCategory', () => {
  it('counts every topic, empty ones as 0, and the total under all', () => {
    expect(countByCategory(fixtures)).toEqual({
      all: 4,
      'getting-started': 0,
      'script-generation': 0,
      teleprompter: 1,
      'voice-recording': 1,
      'billing-plans': 1,
      'account-settings': 1,
    });
  });
});

describe('popular questions', () => {
  it('lists the articles flagged popular', () => {
    expect(ids(popularArticles(fixtures))).toEqual(['voice', 'plans']);
  });

  it('are shown only with an empty search and all topics', () => {
    expect(showsPopular({ query: '', category: 'all' })).toBe(true);
    expect(showsPopular({ query: '  ', category: 'all' })).toBe(true);
    expect(showsPopular({ query: 'voice', category: 'all' })).toBe(false);
    expect(showsPopular({ query: '', category: 'teleprompter' })).toBe(false);
  });
});
