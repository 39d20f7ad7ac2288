import { Clapperboard, House, LifeBuoy, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';

const linkClass =
  'inline-flex items-center justify-center gap-2 rounded-control px-5 py-2.5 font-semibold';

/**
 * Any address that is no page of the app, inside the site layout. The server answers such a
 * path 404 with this same screen (prerendered as `/404`, see apps/server/src/plugins/web-app.ts).
 */
export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.documentTitle'));
  return (
    <section
      aria-labelledby="not-found-title"
      className="flex items-center justify-center bg-surface-muted px-6 py-20 sm:py-28"
    >
      <div className="w-full max-w-lg text-center">
        <span className="mx-auto mb-6 grid size-14 place-items-center rounded-full bg-brand-100 text-brand-600">
          <SearchX aria-hidden="true" className="size-7" />
        </span>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {t('notFound.code')}
        </p>
        <h1 id="not-found-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          {t('notFound.title')}
        </h1>
        <p className="mt-4 text-lg text-pretty text-ink-muted">{t('notFound.text')}</p>
        <nav
          aria-label={t('notFound.linksLabel')}
          className="mt-8 flex flex-col justify-center gap-3 sm:flex-row"
        >
          <Link to="/" className={`${linkClass} bg-brand-600 text-white hover:bg-brand-700`}>
            <House aria-hidden="true" className="size-4" />
            {t('notFound.home')}
          </Link>
          <Link
            to="/app/video-maker"
            className={`${linkClass} border border-line-strong bg-surface text-ink hover:bg-surface-sunken`}
          >
            <Clapperboard aria-hidden="true" className="size-4" />
            {t('notFound.studio')}
          </Link>
          <Link
            to="/help-center"
            className={`${linkClass} border border-line-strong bg-surface text-ink hover:bg-surface-sunken`}
          >
            <LifeBuoy aria-hidden="true" className="size-4" />
            {t('notFound.help')}
          </Link>
        </nav>
      </div>
    </section>
  );
}
