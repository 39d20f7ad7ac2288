import type { Plan } from '@reelwright/contracts';
import { Check, CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatUsd, planLines } from '../../../lib/plan-texts';
import { signUpPath } from '../../../lib/sign-up-link';
import type { LandingPlans } from '../api/get-plans';
import type { RemoteState } from '../hooks/use-remote';

/** One plan in brief; `forSale` false (billing off) leaves a paid plan without a way in. */
function PlanSummary({ plan, forSale }: { plan: Plan; forSale: boolean }) {
  const { t, i18n } = useTranslation();
  const { t: tm } = useTranslation('marketing');
  const titleId = `landing-plan-${plan.id}`;
  const price = formatUsd(plan.prices.monthly?.amountCents ?? 0, i18n.language);
  const lines = planLines(plan, t, i18n.language);

  return (
    <li
      className={`relative flex flex-col rounded-card border bg-surface p-6 text-left ${plan.mostPopular ? 'border-brand-500 shadow-card ring-1 ring-brand-500' : 'border-line'}`}
    >
      {plan.mostPopular && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-bold tracking-wide whitespace-nowrap text-white">
          {t('billing.mostPopular')}
        </p>
      )}
      <h3 id={titleId} className="text-xl font-bold">
        {t(`billing.planTitle.${plan.id}`)}
      </h3>
      <p className="mt-3 text-3xl font-bold tracking-tight">{t('billing.perMonth', { price })}</p>
      <ul className="mt-5 flex-1 space-y-2 text-sm">
        {lines.map((line) => (
          <li key={line} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-700" />
            {line}
          </li>
        ))}
      </ul>
      {(forSale || plan.id === 'free') && (
        <Link
          to={signUpPath({ plan: plan.id })}
          className={`mt-6 inline-flex items-center justify-center rounded-control px-4 py-2.5 font-semibold ${plan.mostPopular ? 'bg-brand-600 text-white hover:bg-brand-700' : 'border border-line-strong text-ink hover:bg-surface-sunken'}`}
        >
          {tm('landing.pricing.startWith', { plan: plan.name })}
        </Link>
      )}
    </li>
  );
}

/** The plan catalogue from the API, in brief; choosing a plan starts with an account. */
export function PricingSection({
  state,
  onRetry,
}: {
  state: RemoteState<LandingPlans>;
  onRetry: () => void;
}) {
  const { t } = useTranslation('marketing');
  const { t: tApp } = useTranslation();
  return (
    <section
      id="pricing"
      tabIndex={-1}
      aria-labelledby="pricing-title"
      className="scroll-mt-20 bg-surface-muted py-20 outline-none sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('landing.pricing.heading')}
          </h2>
          <p className="mt-4 text-lg text-ink-muted">{t('landing.pricing.intro')}</p>
        </div>
        {/* Room for the cards before they arrive, so the sections below do not jump. */}
        <div className="mt-12 min-h-[28rem]" aria-busy={state.status === 'loading'}>
          {state.status === 'loading' && (
            <p role="status" className="text-center text-ink-muted">
              {t('landing.pricing.loading')}
            </p>
          )}
          {state.status === 'error' && (
            <div role="alert" className="text-center">
              <p className="text-ink-muted">{t('landing.pricing.failed')}</p>
              <button
                type="button"
                onClick={onRetry}
                className="mt-4 rounded-control border border-line-strong bg-surface px-4 py-2 font-semibold hover:bg-surface-sunken"
              >
                {t('landing.pricing.retry')}
              </button>
            </div>
          )}
          {state.status === 'ready' && !state.data.forSale && (
            <p className="mx-auto mb-8 flex max-w-fit items-center gap-2 rounded-card border border-warning-200 bg-warning-50 px-4 py-3 text-sm font-medium text-warning-700">
              <CreditCard aria-hidden="true" className="size-4 shrink-0" />
              {tApp('billing.notConfigured')}
            </p>
          )}
          {state.status === 'ready' && (
            <ul className="grid gap-6 md:grid-cols-3">
              {state.data.plans.map((plan) => (
                <PlanSummary key={plan.id} plan={plan} forSale={state.data.forSale} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
