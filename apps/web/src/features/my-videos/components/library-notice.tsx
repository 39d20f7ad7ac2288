import { ArrowRight, Film, SearchX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const box =
  'flex flex-col items-center rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center';
const primary =
  'mt-5 inline-flex items-center gap-2 rounded-control bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700';

/** No projects at all: the spec's empty state, leading to the studio. */
export function NoVideos() {
  const { t } = useTranslation('myVideos');
  return (
    <div className={box}>
      <Film aria-hidden="true" className="size-8 text-ink-muted" />
      <h2 className="mt-3 font-semibold">{t('emptyTitle')}</h2>
      <p className="mt-1 text-sm text-ink-muted">{t('emptyText')}</p>
      <Link to="/app/video-maker" className={primary}>
        {t('createFirst')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

/** A search that found nothing, with 'Clear Search' as the help center has it. */
export function NoMatches({ search, onClear }: { search: string; onClear: () => void }) {
  const { t } = useTranslation('myVideos');
  return (
    <div className={box}>
      <SearchX aria-hidden="true" className="size-8 text-ink-muted" />
      <h2 className="mt-3 font-semibold">{t('noMatchTitle', { search })}</h2>
      <p className="mt-1 text-sm text-ink-muted">{t('noMatchText')}</p>
      <button type="button" onClick={onClear} className={primary}>
        {t('clearSearch')}
      </button>
    </div>
  );
}

/** The list did not load: the spec's 'Failed to fetch projects.' with 'Try Again'. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('myVideos');
  return (
    <div role="alert" className={box}>
      <TriangleAlert aria-hidden="true" className="size-8 text-danger-600" />
      <p className="mt-3 font-semibold">{t('failed')}</p>
      <button type="button" onClick={onRetry} className={primary}>
        {t('tryAgain')}
      </button>
    </div>
  );
}
