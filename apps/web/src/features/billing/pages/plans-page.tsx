import type { BillingInterval, Plan, PlanId, User } from '@reelwright/contracts';
import { AlertTriangle, CreditCard, Info, LoaderCircle, Mail } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { signUpPath } from '../../../lib/sign-up-link';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cancelSubscription, createCheckoutSession } from '../api/billing-api';
import { isPaid, type BillingUser } from '../billing-user';
import { ChangePlanDialog } from '../components/change-plan-dialog';
import { CurrentPlan } from '../components/current-plan';
import { IntervalSwitch } from '../components/interval-switch';
import { PlanCard } from '../components/plan-card';
import { PlansFaq } from '../components/plans-faq';
import { PlansSkeleton } from '../components/plans-skeleton';
import { useCheckoutRequest } from '../hooks/use-checkout-request';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { usePlanChange } from '../hooks/use-plan-change';
import { usePlans } from '../hooks/use-plans';
import { serverMessage } from '../hooks/server-message';
import { actionFor, type PlanAction } from '../plan-action';
import { redirectTo } from '../redirect';

export const SUPPORT_EMAIL = 'support@reelwright.app';

type PlansPageProps = {
  /**
   * Passed in by the route, which owns the session (features do not import each other); null
   * for a visitor, who sees the plans and signs up to take one.
   */
  user: BillingUser | null;
  /** Takes the updated user the server answers after a payment or a cancellation. */
  onUserChange: (user: User) => void;
};

export default function PlansPage({ user, onUserChange }: PlansPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('billing.documentTitle'));
  const { state, reload } = usePlans();
  const { canceled, verifying } = usePaymentReturn(onUserChange);
  const [interval, setBillingInterval] = useState<BillingInterval>('monthly');
  const [checkoutFor, setCheckoutFor] = useState<PlanId | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const planChange = usePlanChange(onUserChange);
  const navigate = useNavigate();
  const paid = user !== null && isPaid(user);
  // Billing off: the plans are shown, but nothing can be bought, changed or cancelled here.
  const billingOff = state.status === 'ready' && state.data.billing.provider === 'none';

  const startCheckout = async (plan: Plan, chosenInterval: BillingInterval = interval) => {
    const price = plan.prices[chosenInterval];
    if (price === null) return;
    setCheckoutFor(plan.id);
    try {
      const { url } = await createCheckoutSession(price.priceId, plan.id);
      // The button stays busy while the browser leaves for the checkout.
      redirectTo(url);
    } catch (error) {
      setCheckoutFor(null);
      notify({
        type: 'error',
        title: t('billing.checkoutFailed'),
        message: serverMessage(error) ?? t('auth.genericError'),
      });
    }
  };

  // A paid plan chosen before signing up: its checkout opens as soon as the plans are here.
  useCheckoutRequest({
    plans: state.status === 'ready' ? state.data.plans : null,
    provider: state.status === 'ready' ? state.data.billing.provider : null,
    user,
    onInterval: setBillingInterval,
    onCheckout: (plan, chosenInterval) => void startCheckout(plan, chosenInterval),
  });

  const choose = (plan: Plan, action: PlanAction) => {
    // Sign-up carries a paid plan through to its checkout.
    if (action.kind === 'sign-up') void navigate(signUpPath({ plan: plan.id, interval }));
    else if (action.kind === 'downgrade-to-free') setConfirmingCancel(true);
    else if (action.kind === 'checkout') void startCheckout(plan);
    else if (action.kind === 'change') planChange.choose({ plan, interval, timing: action.timing });
  };

  const confirmCancel = async () => {
    setCancelling(true);
    try {
      const { user: updated } = await cancelSubscription();
      onUserChange(updated);
      setConfirmingCancel(false);
      notify({ type: 'success', title: t('billing.cancel.succeeded') });
    } catch (error) {
      notify({
        type: 'error',
        title: t('billing.cancel.failed'),
        message: serverMessage(error) ?? t('auth.genericError'),
      });
    } finally {
      setCancelling(false);
    }
  };

  return (
    <div className="bg-surface-muted">
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-12 sm:px-6">
        <header className="text-center">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t('billing.title')}
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-ink-muted">{t('billing.subtitle')}</p>
        </header>

        <div role="status" className="empty:hidden">
          {canceled && (
            <p className="flex items-center gap-2 rounded-card border border-warning-200 bg-warning-50 px-4 py-3 text-sm font-medium text-warning-700">
              <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
              {t('billing.canceledNotice')}
            </p>
          )}
          {verifying && (
            <p className="flex items-center gap-2 rounded-card border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-700">
              <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
              {t('billing.verifying')}
            </p>
          )}
        </div>

        {user !== null && (
          <CurrentPlan user={user} onUserChange={onUserChange}>
            {paid && !billingOff && (
              <button
                type="button"
                onClick={() => setConfirmingCancel(true)}
                className="mt-4 rounded-control border border-danger-600/40 px-3 py-1.5 text-sm font-semibold text-danger-700 hover:bg-danger-50"
              >
                {t('billing.cancel.button')}
              </button>
            )}
          </CurrentPlan>
        )}

        {state.status === 'loading' && <PlansSkeleton />}
        {state.status === 'error' && (
          <section
            role="alert"
            className="mx-auto max-w-md rounded-card border border-danger-600/30 bg-danger-50 p-6 text-center"
          >
            <h2 className="text-lg font-semibold text-danger-700">{t('billing.loadFailed')}</h2>
            <p className="mt-1 text-sm text-ink-muted">{t('billing.loadFailedText')}</p>
            <button
              type="button"
              onClick={reload}
              className="mt-4 rounded-control bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t('errorScreen.tryAgain')}
            </button>
          </section>
        )}
        {state.status === 'ready' && (
          <div className="space-y-8">
            <div className="flex flex-col items-center gap-3">
              <IntervalSwitch value={interval} onChange={setBillingInterval} />
              {state.data.billing.provider === 'test' && (
                <p className="flex items-center gap-1.5 text-sm text-ink-muted">
                  <Info aria-hidden="true" className="size-4 shrink-0" />
                  {t('billing.testMode')}
                </p>
              )}
              {billingOff && (
                <p className="flex items-center gap-2 rounded-card border border-warning-200 bg-warning-50 px-4 py-3 text-sm font-medium text-warning-700">
                  <CreditCard aria-hidden="true" className="size-4 shrink-0" />
                  {t('billing.notConfigured')}
                </p>
              )}
            </div>
            <div className="grid gap-6 pt-3 md:grid-cols-3">
              {state.data.plans.map((plan) => {
                const action = actionFor(plan, user, interval, state.data.billing.provider);
                return (
                  <PlanCard
                    key={plan.id}
                    plan={plan}
                    interval={interval}
                    action={action}
                    busy={checkoutFor === plan.id}
                    disabled={checkoutFor !== null || verifying || planChange.changing}
                    onChoose={() => choose(plan, action)}
                  />
                );
              })}
            </div>
            <PlansFaq testMode={state.data.billing.provider === 'test'} />
          </div>
        )}

        <p className="flex flex-wrap items-center justify-center gap-1.5 text-center text-sm text-ink-muted">
          <Mail aria-hidden="true" className="size-4" />
          {t('billing.support')}{' '}
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {SUPPORT_EMAIL}
          </a>
        </p>
      </div>

      <ConfirmDialog
        open={confirmingCancel}
        title={t('billing.cancel.title')}
        confirmLabel={t('billing.cancel.confirm')}
        cancelLabel={t('billing.cancel.keep')}
        busy={cancelling}
        busyLabel={t('billing.cancel.canceling')}
        danger
        onConfirm={() => void confirmCancel()}
        onClose={() => setConfirmingCancel(false)}
      >
        <p>{t('billing.cancel.text')}</p>
      </ConfirmDialog>
      {user !== null && (
        <ChangePlanDialog
          user={user}
          target={planChange.target}
          open={planChange.open}
          busy={planChange.changing}
          onConfirm={() => void planChange.confirm()}
          onClose={planChange.close}
        />
      )}
    </div>
  );
}
