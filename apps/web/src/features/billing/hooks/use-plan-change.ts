import type { BillingInterval, Plan, User } from '@reelwright/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/ui/toast';
import { usePlanLabel } from '../../../lib/use-plan-label';
import { changePlan } from '../api/billing-api';
import { serverMessage } from './server-message';
import { useBillingDate } from './use-billing-date';

/** A paid plan (or billing interval) a paid user chose, and when the switch would apply. */
export type PlanChangeTarget = {
  plan: Plan;
  interval: BillingInterval;
  timing: 'now' | 'period_end';
};

/**
 * A switch between paid plans, confirmed first: `choose` opens the confirmation, `confirm` asks
 * the server, hands the returned user over and says what happened.
 */
export function usePlanChange(onUserChange: (user: User) => void) {
  const { t } = useTranslation();
  const planLabel = usePlanLabel();
  const billingDate = useBillingDate();
  // The target outlives `open`, so the dialog keeps its words while it closes.
  const [target, setTarget] = useState<PlanChangeTarget | null>(null);
  const [open, setOpen] = useState(false);
  const [changing, setChanging] = useState(false);

  const choose = (next: PlanChangeTarget) => {
    setTarget(next);
    setOpen(true);
  };

  const confirm = async () => {
    const price = target?.plan.prices[target.interval] ?? null;
    if (target === null || price === null) return;
    setChanging(true);
    try {
      const { user, change } = await changePlan(price.priceId, target.plan.id);
      onUserChange(user);
      setOpen(false);
      notify({
        type: 'success',
        title:
          change === 'scheduled'
            ? t('billing.change.scheduled', {
                plan: planLabel(user.scheduledChange?.plan ?? target.plan.id),
                date: billingDate(user.scheduledChange?.at),
              })
            : change === 'now'
              ? t('billing.change.succeeded', { plan: planLabel(user.subscription) })
              : t('billing.scheduledChange.kept', { plan: planLabel(user.subscription) }),
      });
    } catch (error) {
      notify({
        type: 'error',
        title: t('billing.change.failed'),
        message: serverMessage(error) ?? t('auth.genericError'),
      });
    } finally {
      setChanging(false);
    }
  };

  return { target, open, changing, choose, confirm, close: () => setOpen(false) };
}
