import { LoaderCircle, PlayCircle, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '../../../lib/api-client';

type DemoLoginCardProps = {
  /** Signs in to a fresh private demo account (the session's own demo login). */
  onStartDemo: () => Promise<void>;
};

/** What a guest sees instead of the studio: a one-click demo account, or the way to sign in. */
export function DemoLoginCard({ onStartDemo }: DemoLoginCardProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await onStartDemo();
    } catch (failure) {
      const serverText =
        failure instanceof ApiError &&
        failure.status !== 0 &&
        failure.message !== FALLBACK_ERROR_MESSAGE
          ? failure.message
          : null;
      setError(serverText ?? t('studio.demo.failed'));
      setBusy(false);
    }
  };

  return (
    <div className="grid flex-1 place-items-center p-6">
      <section
        aria-labelledby="studio-demo-title"
        className="w-full max-w-md rounded-panel border border-studio-line bg-studio-panel p-8 text-center"
      >
        <span className="mx-auto grid size-12 place-items-center rounded-card bg-studio-raised text-brand-300">
          <Sparkles aria-hidden="true" className="size-6" />
        </span>
        <h2 id="studio-demo-title" className="mt-5 text-2xl font-semibold">
          {t('studio.demo.title')}
        </h2>
        <p className="mt-3 text-sm leading-relaxed text-studio-ink-muted">
          {t('studio.demo.text')}
        </p>
        <button
          type="button"
          disabled={busy}
          onClick={() => void start()}
          className="mt-6 inline-flex w-full items-center justify-center gap-2 rounded-control bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <PlayCircle aria-hidden="true" className="size-4" />
          )}
          {busy ? t('studio.demo.starting') : t('studio.demo.button')}
        </button>
        <div role="alert">
          {error !== null && <p className="mt-3 text-sm text-studio-notice-ink">{error}</p>}
        </div>
        <Link
          to="/auth"
          // Signing in comes back here, to the same project.
          state={{ from: location }}
          className="mt-4 inline-block text-sm font-medium text-brand-200 underline-offset-4 hover:underline"
        >
          {t('studio.demo.signIn')}
        </Link>
      </section>
    </div>
  );
}
