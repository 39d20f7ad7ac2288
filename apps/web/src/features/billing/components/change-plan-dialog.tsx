import { planIdOf } from '@reelwright/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { usePlanLabel } from '../../../lib/use-plan-label';
import type { BillingUser } from '../billing-user';
import { useBillingDate } from '../hooks/use-billing-date';
import type { PlanChangeTarget } from '../hooks/use-plan-change';

type ChangePlanDialogProps = {
  user: BillingUser;
  target: PlanChangeTarget | null;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Says when a switch between paid plans applies and what it costs today, before it is made. */
export function ChangePlanDialog({
  user,
  target,
  open,
  busy,
  onConfirm,
  onClose,
}: ChangePlanDialogProps) {
  const { t } = useTranslation();
  const planLabel = usePlanLabel();
  const billingDate = useBillingDate();
  const current = user.subscription ?? 'free';
  const timing = target?.timing ?? 'now';
  const date = billingDate(user.subscriptionRenewsAt);
  const samePlan = target !== null && target.plan.id === planIdOf(current);
  const title =
    target === null
      ? ''
      : samePlan
        ? t(`billing.change.title.${target.interval}`, { date })
        : t(`billing.change.title.${timing}`, { plan: target.plan.name, date });

  return (
    <ConfirmDialog
      open={open && target !== null}
      title={title}
      confirmLabel={t(`billing.change.confirm.${timing}`)}
      cancelLabel={t('billing.change.notNow')}
      busy={busy}
      busyLabel={t(`billing.change.busy.${timing}`)}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        {timing === 'now'
          ? t('billing.change.text.now')
          : t('billing.change.text.period_end', { current: planLabel(current), date })}
      </p>
    </ConfirmDialog>
  );
}
