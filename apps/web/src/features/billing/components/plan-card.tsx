import type { BillingInterval, Plan } from '@reelwright/contracts';
import { Check, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlanAction } from '../plan-action';
import { formatUsd, planLines } from '../../../lib/plan-texts';

type PlanCardProps = {
  plan: Plan;
  interval: BillingInterval;
  action: PlanAction;
  /** This card's checkout is being created. */
  busy: boolean;
  /** Another action is under way. */
  disabled: boolean;
  onChoose: () => void;
};

export function PlanCard({ plan, interval, action, busy, disabled, onChoose }: PlanCardProps) {
  const { t, i18n } = useTranslation();
  const price = plan.prices[interval];
  const title = t(`billing.planTitle.${plan.id}`);
  const titleId = `plan-${plan.id}-title`;

  const amount = formatUsd(price?.amountCents ?? 0, i18n.language);
  const buttonLabel = (() => {
    switch (action.kind) {
      case 'current':
        return t('billing.currentPlanButton');
      case 'checkout':
        return t(action.upgrade ? 'billing.upgradeTo' : 'billing.switchTo', { plan: plan.name });
      case 'change':
        if (action.samePlan) return t(`billing.change.toInterval.${interval}`);
        return t(action.timing === 'now' ? 'billing.upgradeTo' : 'billing.switchTo', {
          plan: plan.name,
        });
      case 'scheduled':
        return t('billing.change.scheduledButton');
      case 'downgrade-to-free':
      case 'unavailable':
        return t('billing.switchTo', { plan: plan.name });
      case 'sign-up':
        return t('billing.startWith', { plan: plan.name });
      case 'not-for-sale':
        return null;
    }
  })();
  const featured = plan.mostPopular;
  const inactive =
    action.kind === 'current' || action.kind === 'unavailable' || action.kind === 'scheduled';
  const primary =
    action.kind === 'checkout' ||
    action.kind === 'sign-up' ||
    (action.kind === 'change' && action.timing === 'now');

  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex flex-col rounded-card border bg-surface p-6 ${featured ? 'border-brand-500 shadow-card ring-1 ring-brand-500' : 'border-line'}`}
    >
      {featured && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-bold tracking-wide text-white">
          {t('billing.mostPopular')}
        </p>
      )}
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-3 text-3xl font-bold tracking-tight">
        {interval === 'yearly' && price !== null
          ? t('billing.perYear', { price: amount })
          : t('billing.perMonth', { price: amount })}
      </p>
      <p className="mt-1 min-h-5 text-sm text-ink-muted">
        {interval === 'yearly' &&
          price !== null &&
          t('billing.yearlyEquivalent', {
            price: formatUsd(Math.round(price.amountCents / 12), i18n.language),
          })}
      </p>
      <ul className="mt-5 space-y-2 text-sm">
        {planLines(plan, t, i18n.language).map((line) => (
          <li key={line} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-600" />
            {line}
          </li>
        ))}
      </ul>
      {buttonLabel !== null && (
        <button
          type="button"
          disabled={inactive || busy || disabled}
          aria-busy={busy}
          onClick={onChoose}
          className={`mt-6 inline-flex items-center justify-center gap-2 rounded-control px-4 py-2.5 font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${primary ? 'bg-brand-600 text-white hover:bg-brand-700' : 'border border-line-strong text-ink hover:bg-surface-sunken'}`}
        >
          {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {busy ? t('billing.redirecting') : buttonLabel}
        </button>
      )}
    </article>
  );
}
