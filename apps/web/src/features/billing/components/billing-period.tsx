import type { User } from '@reelwright/contracts';
import { CalendarClock, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/ui/toast';
import { usePlanLabel } from '../../../lib/use-plan-label';
import { cancelScheduledChange } from '../api/billing-api';
import { intervalOf, isPaid, type BillingUser } from '../billing-user';
import { serverMessage } from '../hooks/server-message';
import { useBillingDate } from '../hooks/use-billing-date';

type BillingPeriodProps = {
  user: BillingUser;
  onUserChange: (user: User) => void;
};

/** How a paid plan is billed and when it renews, or the change waiting for that date. */
export function BillingPeriod({ user, onUserChange }: BillingPeriodProps) {
  const { t } = useTranslation();
  const billingDate = useBillingDate();
  if (!isPaid(user)) return null;
  if (user.scheduledChange) {
    return <ScheduledChange user={user} onUserChange={onUserChange} />;
  }
  if (!user.subscriptionRenewsAt) return null;
  return (
    <p className="mt-1 text-sm text-ink-muted">
      {t(`billing.billed.${intervalOf(user)}`, { date: billingDate(user.subscriptionRenewsAt) })}
    </p>
  );
}

/** The downgrade waiting for the end of the paid period, and the way to keep today's plan. */
function ScheduledChange({ user, onUserChange }: BillingPeriodProps) {
  const { t } = useTranslation();
  const planLabel = usePlanLabel();
  const billingDate = useBillingDate();
  const [keeping, setKeeping] = useState(false);
  const current = planLabel(user.subscription ?? 'free');

  const keep = async () => {
    setKeeping(true);
    try {
      const { user: updated } = await cancelScheduledChange();
      onUserChange(updated);
      notify({
        type: 'success',
        title: t('billing.scheduledChange.kept', { plan: planLabel(updated.subscription) }),
      });
    } catch (error) {
      notify({
        type: 'error',
        title: t('billing.scheduledChange.keepFailed'),
        message: serverMessage(error) ?? t('auth.genericError'),
      });
    } finally {
      setKeeping(false);
    }
  };

  if (!user.scheduledChange) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-card border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-700">
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {t('billing.scheduledChange.notice', {
          plan: planLabel(user.scheduledChange.plan),
          date: billingDate(user.scheduledChange.at),
        })}
      </span>
      <button
        type="button"
        disabled={keeping}
        aria-busy={keeping}
        onClick={() => void keep()}
        className="inline-flex items-center gap-1.5 rounded-control border border-brand-600/40 bg-surface px-3 py-1 font-semibold text-brand-700 hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {keeping && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        {t('billing.scheduledChange.keep', { plan: current })}
      </button>
    </div>
  );
}
