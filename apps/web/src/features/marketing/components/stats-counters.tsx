import type { Stats } from '@reelwright/contracts';
import { useTranslation } from 'react-i18next';
import type { RemoteState } from '../hooks/use-remote';
import { useCountUp } from '../hooks/use-count-up';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';

const FIGURES = ['creators', 'scripts', 'voiceMinutes', 'videos'] as const;

/**
 * The hero's live figures. Each cell has a fixed height and tabular digits so nothing moves while
 * the numbers load and tick; screen readers get only the final value, never the ticking.
 */
export function StatsCounters({ state }: { state: RemoteState<Stats> }) {
  const { t, i18n } = useTranslation('marketing');
  const reduceMotion = usePrefersReducedMotion();
  const stats = state.status === 'ready' ? state.data : undefined;
  const shown = useCountUp(stats, reduceMotion);
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <section aria-labelledby="stats-title" className="mt-14">
      <h2 id="stats-title" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
        {t('landing.stats.heading')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {FIGURES.map((key) => (
          <div
            key={key}
            className="flex h-24 flex-col-reverse justify-center rounded-card border border-line bg-surface/80 px-3"
          >
            <dt className="text-sm text-ink-muted">{t(`landing.stats.${key}`)}</dt>
            <dd className="text-2xl font-bold tracking-tight tabular-nums sm:text-3xl">
              {stats === undefined || shown === undefined ? (
                <span aria-hidden="true">–</span>
              ) : (
                <>
                  <span aria-hidden="true" data-testid={`stat-${key}`}>
                    {number.format(shown[key])}
                  </span>
                  <span className="sr-only">{number.format(stats[key])}</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p role="status" className="mt-2 min-h-5 text-sm text-ink-muted">
        {state.status === 'error' && t('landing.stats.unavailable')}
      </p>
    </section>
  );
}
