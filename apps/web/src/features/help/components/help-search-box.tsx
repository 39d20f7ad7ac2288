import { Search } from 'lucide-react';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

type HelpSearchBoxProps = {
  query: string;
  onQueryChange: (query: string) => void;
  /** How many articles the search and topic leave. */
  resultCount: number;
  inputRef: Ref<HTMLInputElement>;
};

export function HelpSearchBox({ query, onQueryChange, resultCount, inputRef }: HelpSearchBoxProps) {
  const { t } = useTranslation('help');
  const inputId = useId();
  return (
    <div className="mx-auto mt-8 max-w-2xl">
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          className="w-full rounded-card border border-line-strong bg-surface py-4 pr-4 pl-12 text-lg shadow-card placeholder:text-ink-muted focus:border-brand-600"
        />
      </div>
      <p role="status" className="mt-3 text-sm text-ink-muted">
        {t('search.results', { count: resultCount })}
      </p>
    </div>
  );
}
