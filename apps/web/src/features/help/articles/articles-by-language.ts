import type { Language } from '../../../lib/i18n';
import { articlesEn } from './en';
import type { HelpArticle } from './help-article';
import { articlesRu } from './ru';

/** Both languages ship with the help page's chunk: a switch of language needs no request. */
export const ARTICLES: Record<Language, readonly HelpArticle[]> = {
  en: articlesEn,
  ru: articlesRu,
};
