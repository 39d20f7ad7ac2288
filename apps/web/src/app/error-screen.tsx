import { House, RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Shown when rendering failed. It needs neither the router nor the session, so it still works
 * when one of them is what broke: "Go Home" is a plain link that reloads the app.
 */
export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <main
      id="main"
      className="flex min-h-dvh items-center justify-center bg-surface-muted px-6 py-16"
    >
      <div
        role="alert"
        className="w-full max-w-md rounded-panel border border-line bg-surface p-8 text-center shadow-card"
      >
        <span className="mx-auto mb-5 grid size-14 place-items-center rounded-full bg-danger-50 text-danger-600">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">{t('errorScreen.title')}</h1>
        <p className="mt-3 text-ink-muted">{t('errorScreen.description')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex items-center justify-center gap-2 rounded-control bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('errorScreen.tryAgain')}
          </button>
          <a
            href="/"
            className="inline-flex items-center justify-center gap-2 rounded-control border border-line-strong px-5 py-2.5 font-semibold text-ink hover:bg-surface-sunken"
          >
            <House aria-hidden="true" className="size-4" />
            {t('errorScreen.goHome')}
          </a>
        </div>
      </div>
    </main>
  );
}
