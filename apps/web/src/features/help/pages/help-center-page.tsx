import { LifeBuoy } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ARTICLES } from '../articles/articles-by-language';
import { CategoryFilter } from '../components/category-filter';
import { FaqAccordion } from '../components/faq-accordion';
import { questionButtonId } from '../components/faq-item';
import { HelpSearchBox } from '../components/help-search-box';
import { NoResults } from '../components/no-results';
import { PopularQuestions } from '../components/popular-questions';
import { QuickActions } from '../components/quick-actions';
import { SupportChannels } from '../components/support-channels';
import '../help-locales';
import {
  countByCategory,
  filterArticles,
  popularArticles,
  showsPopular,
  type CategoryFilter as Category,
} from '../help-search';
import { useArticleFeedback } from '../hooks/use-article-feedback';

export default function HelpCenterPage() {
  const { t, i18n } = useTranslation('help');
  useDocumentTitle(t('title'));
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const articles = ARTICLES[language];

  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<Category>('all');
  // `?article=<id>` (the studio's link to connecting a model) opens that article.
  const [searchParams] = useSearchParams();
  const linked = searchParams.get('article');
  const [openId, setOpenId] = useState<string | null>(() =>
    articles.some((article) => article.id === linked) ? linked : null,
  );
  const searchRef = useRef<HTMLInputElement>(null);
  const feedback = useArticleFeedback(language);
  const listHeadingId = useId();

  const counts = useMemo(() => countByCategory(articles), [articles]);
  const popular = useMemo(() => popularArticles(articles), [articles]);
  const results = useMemo(
    () => filterArticles(articles, { query, category }),
    [articles, query, category],
  );

  useEffect(() => {
    if (linked === null) return;
    const question = document.getElementById(questionButtonId(linked));
    question?.scrollIntoView({ block: 'center' });
    question?.focus({ preventScroll: true });
  }, [linked]);

  const toggle = (articleId: string) =>
    setOpenId((current) => (current === articleId ? null : articleId));
  const openFromPopular = (articleId: string) => {
    flushSync(() => setOpenId(articleId));
    document.getElementById(questionButtonId(articleId))?.focus();
  };
  const clearSearch = () => {
    setQuery('');
    setCategory('all');
    searchRef.current?.focus();
  };

  const listHeading =
    query.trim() !== ''
      ? t('faq.results')
      : category === 'all'
        ? t('faq.heading')
        : t(`categories.${category}`);

  return (
    <div className="bg-surface-muted">
      <div className="bg-gradient-to-b from-brand-50 to-surface-muted">
        <div className="mx-auto max-w-5xl px-4 pt-14 pb-8 text-center sm:px-6 sm:pt-20">
          <span className="mx-auto grid size-14 place-items-center rounded-card bg-brand-100 text-brand-700">
            <LifeBuoy aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-5 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t('title')}
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-pretty text-ink-muted">
            {t('subtitle')}
          </p>
          <HelpSearchBox
            query={query}
            onQueryChange={setQuery}
            resultCount={results.length}
            inputRef={searchRef}
          />
        </div>
      </div>

      <div className="mx-auto max-w-5xl space-y-12 px-4 pb-20 sm:px-6">
        <CategoryFilter selected={category} counts={counts} onSelect={setCategory} />
        {showsPopular({ query, category }) && (
          <PopularQuestions articles={popular} onOpen={openFromPopular} />
        )}
        <section aria-labelledby={listHeadingId}>
          <h2 id={listHeadingId} className="mb-4 text-xl font-bold">
            {listHeading}
          </h2>
          {results.length > 0 ? (
            <FaqAccordion
              articles={results}
              openId={openId}
              onToggle={toggle}
              feedbackOf={feedback.stateOf}
              onFeedback={(articleId, helpful) => void feedback.answer(articleId, helpful)}
            />
          ) : (
            <NoResults onClear={clearSearch} />
          )}
        </section>
        <QuickActions />
        <SupportChannels />
      </div>
    </div>
  );
}
