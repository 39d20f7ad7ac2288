import type { User } from '@reelwright/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UsageLines } from '../../../components/ui/usage-lines';
import { usePlanLabel } from '../../../lib/use-plan-label';
import { usesRemainingCredits, type BillingUser } from '../billing-user';
import { BillingPeriod } from './billing-period';

const KNOWN_STATUSES = ['active', 'canceled'] as const;
type KnownStatus = (typeof KNOWN_STATUSES)[number];
const isKnownStatus = (status: string): status is KnownStatus =>
  KNOWN_STATUSES.includes(status as KnownStatus);

type CurrentPlanProps = {
  user: BillingUser;
  /** Takes the user the server answers after a waiting change is dropped. */
  onUserChange: (user: User) => void;
  children?: ReactNode;
};

/** The user's plan, its status, billing period and this month's usage against its limits. */
export function CurrentPlan({ user, onUserChange, children }: CurrentPlanProps) {
  const { t } = useTranslation();
  const planLabel = usePlanLabel();
  const status = user.subscriptionStatus;
  return (
    <section
      aria-labelledby="current-plan-title"
      className="rounded-card border border-line bg-surface p-6"
    >
      <div className="flex flex-col gap-6 sm:flex-row sm:justify-between">
        <div>
          <h2
            id="current-plan-title"
            className="text-xs font-semibold tracking-wide text-ink-muted uppercase"
          >
            {t('billing.currentPlan')}
          </h2>
          <p className="mt-1 text-2xl font-bold">
            {t('billing.planName', { plan: planLabel(user.subscription ?? 'free') })}
          </p>
          {status !== undefined && status !== '' && (
            <p className="mt-1 text-sm text-ink-muted">
              {t('billing.status', {
                status: isKnownStatus(status) ? t(`billing.statuses.${status}`) : status,
              })}
            </p>
          )}
          <BillingPeriod user={user} onUserChange={onUserChange} />
          {children}
        </div>
        {user.usage !== undefined && user.limits !== undefined && (
          <div className="sm:w-80">
            <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {t('usage.title')}
            </h3>
            <UsageLines
              usage={user.usage}
              limits={user.limits}
              usingRemainingCredits={usesRemainingCredits(user)}
              className="mt-1"
            />
          </div>
        )}
      </div>
    </section>
  );
}
