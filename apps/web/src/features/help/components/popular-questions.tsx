import { ArrowRight, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpArticle } from '../articles/help-article';

type PopularQuestionsProps = {
  articles: readonly HelpArticle[];
  /** Opens the article in the accordion below and moves focus to it. */
  onOpen: (articleId: string) => void;
};

export function PopularQuestions({ articles, onOpen }: PopularQuestionsProps) {
  const { t } = useTranslation('help');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
        <Star aria-hidden="true" className="size-5 text-warning-500" />
        {t('popular.heading')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {articles.map((article) => (
          <li key={article.id}>
            <button
              type="button"
              onClick={() => onOpen(article.id)}
              className="flex h-full w-full items-center justify-between gap-3 rounded-card border border-line bg-surface px-4 py-3 text-left text-sm font-medium shadow-sm hover:border-brand-600 hover:text-brand-700"
            >
              {article.question}
              <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
