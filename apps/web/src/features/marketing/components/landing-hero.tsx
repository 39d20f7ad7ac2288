import type { Stats } from '@reelwright/contracts';
import { ArrowRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { scrollToSection } from '../../../lib/scroll-to-section';
import type { RemoteState } from '../hooks/use-remote';
import { StatsCounters } from './stats-counters';
import { signUpPath } from '../../../lib/sign-up-link';

export function LandingHero({ stats }: { stats: RemoteState<Stats> }) {
  const { t } = useTranslation('marketing');
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--color-brand-100),transparent),radial-gradient(30rem_20rem_at_90%_20%,var(--color-accent-100),transparent)]"
      />
      <div className="mx-auto max-w-4xl px-6 pt-20 pb-16 text-center sm:pt-28 sm:pb-20">
        <p className="mx-auto inline-flex items-center gap-2 rounded-full border border-brand-200 bg-surface/70 px-4 py-1.5 text-sm font-medium text-brand-700">
          <Sparkles aria-hidden="true" className="size-4" />
          {t('landing.eyebrow')}
        </p>
        <h1
          id="hero-title"
          className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-6xl"
        >
          {t('landing.title')}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-ink-muted sm:text-xl">
          {t('landing.subtitle')}
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link
            to={signUpPath()}
            className="inline-flex items-center gap-2 rounded-control bg-brand-600 px-6 py-3 font-semibold text-white shadow-card hover:bg-brand-700"
          >
            {t('landing.startFree')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <button
            type="button"
            onClick={() => scrollToSection('features')}
            className="inline-flex items-center rounded-control border border-line-strong bg-surface px-6 py-3 font-semibold text-ink hover:bg-surface-sunken"
          >
            {t('landing.seeFeatures')}
          </button>
        </div>
        <StatsCounters state={stats} />
      </div>
    </section>
  );
}
