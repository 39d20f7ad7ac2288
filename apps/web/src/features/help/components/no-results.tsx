import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function NoResults({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('help');
  return (
    <div className="rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-ink-muted" />
      <p className="mt-4 text-lg font-semibold">{t('empty.title')}</p>
      <p className="mt-1 text-ink-muted">{t('empty.text')}</p>
      <button
        type="button"
        onClick={onClear}
        className="mt-6 rounded-control bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {t('empty.clear')}
      </button>
    </div>
  );
}
