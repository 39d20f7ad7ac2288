import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { generationFailureText } from '../failure-text';
import { progressPercent } from '../generation-progress';
import type { GenerationPhase } from '../hooks/use-thumbnail-generation';

/** Where a failure sends the user: their own Gemini key in Settings, or a bigger plan. */
function failureLink(code: string | null) {
  if (code === 'API_KEY_REQUIRED') return { to: '/settings', key: 'errors.openSettings' } as const;
  if (code === 'QUOTA_EXCEEDED') return { to: '/pricing', key: 'errors.seePlans' } as const;
  return null;
}

/**
 * The progress bar and status line driven by the stream (spec §4), or 'Error: …' with the
 * server's message once a generation failed (a refused picture and too many failures in the
 * user's language: failure-text.ts).
 */
export function GenerationStatus({ phase }: { phase: GenerationPhase }) {
  const { t } = useTranslation('thumbnails');

  if (phase.kind === 'failed') {
    const link = failureLink(phase.code);
    return (
      <div
        role="alert"
        className="rounded-control border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-200"
      >
        {t('errors.status', { message: generationFailureText(phase, t) })}
        {link !== null && (
          <>
            {' '}
            <Link to={link.to} className="font-semibold text-white underline">
              {t(link.key)}
            </Link>
          </>
        )}
      </div>
    );
  }

  const running = phase.kind === 'running';
  const percent = running ? progressPercent(phase.stage, phase.done) : 0;
  const text = !running
    ? ''
    : phase.stage === 'thumbnail'
      ? t('progress.thumbnail', { done: phase.done, total: phase.total })
      : t(`progress.${phase.stage}`);
  return (
    <div className="space-y-1.5">
      {/* The live region stays in the page so every stage is announced. */}
      <p role="status" className="min-h-5 text-sm font-medium">
        {text}
      </p>
      {running && (
        <div
          role="progressbar"
          aria-label={t('progress.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% — ${text}`}
          className="h-2 overflow-hidden rounded-full bg-studio-raised"
        >
          <div
            className="h-full bg-brand-500 transition-[width] duration-300"
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
    </div>
  );
}
