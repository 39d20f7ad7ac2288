import { HELP_CATEGORIES, type HelpArticle, type HelpCategory } from './articles/help-article';

/** The category filter's value: one topic, or every topic. */
export type CategoryFilter = HelpCategory | 'all';

export type ArticleFilter = { query: string; category: CategoryFilter };

/** Case-insensitive, and 'ё' matches 'е', as Russian readers often type one for the other. */
export function normalizeForSearch(text: string): string {
  return text.toLocaleLowerCase().replaceAll('ё', 'е');
}

/** The question and every paragraph and list item of the answer, as one searchable text. */
export function searchableText(article: HelpArticle): string {
  const blocks = article.answer.flatMap((block) =>
    typeof block === 'string' ? [block] : block.list,
  );
  return [article.question, ...blocks].join('\n');
}

/** A blank query matches everything; otherwise a substring of the question or the answer. */
export function matchesQuery(article: HelpArticle, query: string): boolean {
  const needle = normalizeForSearch(query.trim());
  if (needle === '') return true;
  return normalizeForSearch(searchableText(article)).includes(needle);
}

/** The articles in the chosen topic that match the query, in their original order. */
export function filterArticles(
  articles: readonly HelpArticle[],
  { query, category }: ArticleFilter,
): HelpArticle[] {
  return articles.filter(
    (article) =>
      (category === 'all' || article.category === category) && matchesQuery(article, query),
  );
}

/** How many articles each topic holds, every topic present (0 when empty), plus the total. */
export function countByCategory(articles: readonly HelpArticle[]): Record<CategoryFilter, number> {
  const counts = Object.fromEntries(HELP_CATEGORIES.map((category) => [category, 0])) as Record<
    HelpCategory,
    number
  >;
  for (const article of articles) counts[article.category] += 1;
  return { all: articles.length, ...counts };
}

export function popularArticles(articles: readonly HelpArticle[]): HelpArticle[] {
  return articles.filter((article) => article.popular === true);
}

/** Popular questions are a starting point: shown only while nothing narrows the list. */
export function showsPopular({ query, category }: ArticleFilter): boolean {
  return query.trim() === '' && category === 'all';
}
