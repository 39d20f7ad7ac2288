import type { Stats } from '@reelwright/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getStats } from '../api/get-stats';

const FIGURES = ['creators', 'scripts', 'voiceMinutes', 'videos'] as const;

type State = { kind: 'loading' } | { kind: 'ready'; stats: Stats } | { kind: 'failed' };

/** The installation's real figures from `GET /api/stats`. */
export function AboutCounters() {
  const { t, i18n } = useTranslation('marketing');
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getStats(controller.signal).then(
      (stats) => setState({ kind: 'ready', stats }),
      () => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);

  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-labelledby="about-counters" className="px-6 py-16">
      <div className="mx-auto max-w-5xl text-center">
        <h2 id="about-counters" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('about.counters.heading')}
        </h2>
        <p className="mt-2 text-ink-muted">{t('about.counters.intro')}</p>
        <div aria-live="polite" aria-busy={state.kind === 'loading'}>
          {state.kind === 'failed' && (
            <p className="mt-8 text-ink-muted">{t('about.counters.failed')}</p>
          )}
          {state.kind === 'loading' && <p className="sr-only">{t('about.counters.loading')}</p>}
          {state.kind !== 'failed' && (
            <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
              {FIGURES.map((figure) => (
                <div
                  key={figure}
                  className="flex flex-col-reverse rounded-card border border-line bg-surface p-6 shadow-card"
                >
                  <dt className="mt-1 text-sm font-medium text-ink-muted">
                    {t(`about.counters.${figure}`)}
                  </dt>
                  <dd
                    data-figure={figure}
                    className="text-3xl font-bold text-brand-700 tabular-nums sm:text-4xl"
                  >
                    {state.kind === 'ready' ? number.format(state.stats[figure]) : '–'}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
    </section>
  );
}
