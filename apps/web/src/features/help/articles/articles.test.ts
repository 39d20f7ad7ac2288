import { HELP_ARTICLE_ID_MAX, HELP_ARTICLE_ID_PATTERN } from '@reelwright/contracts';
import { describe, expect, it } from 'vitest';
import { countByCategory, popularArticles } from '../help-search';
import { articlesEn } from './en';
import type { HelpArticle } from './help-article';
import { articlesRu } from './ru';

const shape = (articles: readonly HelpArticle[]) =>
  articles.map(({ id, category, popular }) => ({ id, category, popular: popular === true }));

describe('help articles', () => {
  it('are the same set in English and Russian: ids, topics, order and popular flags', () => {
    expect(shape(articlesRu)).toEqual(shape(articlesEn));
  });

  it('have unique ids the feedback endpoint accepts', () => {
    const ids = articlesEn.map((article) => article.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(HELP_ARTICLE_ID_PATTERN);
      expect(id.length).toBeLessThanOrEqual(HELP_ARTICLE_ID_MAX);
    }
  });

  it('hold 46 articles in the six topics, with about six popular ones', () => {
    expect(countByCategory(articlesEn)).toEqual({
      all: 46,
      'getting-started': 12,
      'script-generation': 9,
      teleprompter: 10,
      'voice-recording': 7,
      'billing-plans': 5,
      'account-settings': 3,
    });
    expect(popularArticles(articlesEn)).toHaveLength(6);
  });

  it('have no empty question, paragraph or list item in either language', () => {
    for (const article of [...articlesEn, ...articlesRu]) {
      expect(article.question.trim(), article.id).not.toBe('');
      expect(article.answer.length, article.id).toBeGreaterThan(0);
      for (const block of article.answer) {
        const texts = typeof block === 'string' ? [block] : block.list;
        expect(texts.length, article.id).toBeGreaterThan(0);
        for (const text of texts) expect(text.trim(), article.id).not.toBe('');
      }
    }
  });

  it('state the plan prices and limits of the catalogue', () => {
    const plans = articlesEn.find((article) => article.id === 'plans-compare')!;
    const text = JSON.stringify(plans.answer);
    for (const fact of ['$16.58', '$199', '$99', '$1,188', '10,000', '60,000', '200,000']) {
      expect(text).toContain(fact);
    }
  });
});
