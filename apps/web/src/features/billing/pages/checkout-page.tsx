import type { TestCheckout } from '@reelwright/contracts';
import { FlaskConical, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { closeTestCheckout, fetchTestCheckout } from '../api/billing-api';
import { formatUsd } from '../../../lib/plan-texts';
import { serverMessage } from '../hooks/server-message';
import { redirectTo } from '../redirect';

type LoadState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string | undefined }
  | { status: 'ready'; checkout: TestCheckout };

const backLinkClass =
  'inline-flex items-center justify-center rounded-control border border-line-strong px-4 py-2 text-sm font-semibold hover:bg-surface-sunken';

/**
 * The test-mode checkout (`/checkout/:sessionId`): stands in for the card payment page when the
 * server runs without Stripe. Pay or cancel, then the server says where to go back to.
 */
export default function CheckoutPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('checkout.documentTitle'));
  const { sessionId = '' } = useParams();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchTestCheckout(sessionId, controller.signal).then(
      (checkout) => {
        if (!controller.signal.aborted) setState({ status: 'ready', checkout });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(
          error instanceof ApiError && error.status === 404
            ? { status: 'not-found' }
            : { status: 'error', message: serverMessage(error) },
        );
      },
    );
    return () => controller.abort();
  }, [sessionId]);

  const close = async (action: 'pay' | 'cancel') => {
    setBusy(action);
    try {
      redirectTo(await closeTestCheckout(sessionId, action));
    } catch (error) {
      setBusy(null);
      notify({
        type: 'error',
        title: t(action === 'pay' ? 'checkout.payFailed' : 'checkout.cancelFailed'),
        message: serverMessage(error) ?? t('auth.genericError'),
      });
    }
  };

  let body;
  if (state.status === 'loading') {
    body = <PageSpinner />;
  } else if (state.status !== 'ready') {
    body = (
      <div role="alert" className="text-center">
        <p className="font-semibold">
          {state.status === 'not-found' ? t('checkout.notFound') : t('checkout.loadFailed')}
        </p>
        {state.status === 'error' && state.message !== undefined && (
          <p className="mt-1 text-sm text-ink-muted">{state.message}</p>
        )}
        <Link to="/pricing" className={`${backLinkClass} mt-5`}>
          {t('checkout.backToPlans')}
        </Link>
      </div>
    );
  } else {
    const { checkout } = state;
    const price = formatUsd(checkout.amountCents, i18n.language);
    body = (
      <>
        <dl className="divide-y divide-line rounded-control border border-line text-sm">
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-ink-muted">{t('checkout.plan')}</dt>
            <dd className="font-semibold">{checkout.planName}</dd>
          </div>
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-ink-muted">{t('checkout.interval')}</dt>
            <dd className="font-semibold">{t(`billing.interval.${checkout.interval}`)}</dd>
          </div>
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-ink-muted">{t('checkout.total')}</dt>
            <dd className="font-semibold">
              {t(checkout.interval === 'yearly' ? 'billing.perYear' : 'billing.perMonth', {
                price,
              })}
            </dd>
          </div>
        </dl>
        {checkout.status === 'open' ? (
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              disabled={busy !== null}
              onClick={() => void close('cancel')}
              className="inline-flex items-center justify-center gap-2 rounded-control border border-line-strong px-4 py-2.5 font-semibold hover:bg-surface-sunken disabled:cursor-not-allowed disabled:opacity-60"
            >
              {busy === 'cancel' && (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              )}
              {busy === 'cancel' ? t('checkout.canceling') : t('checkout.cancel')}
            </button>
            <button
              type="button"
              disabled={busy !== null}
              onClick={() => void close('pay')}
              className="inline-flex items-center justify-center gap-2 rounded-control bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {busy === 'pay' && (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              )}
              {busy === 'pay' ? t('checkout.paying') : t('checkout.pay', { price })}
            </button>
          </div>
        ) : (
          <div role="status" className="mt-6 text-center">
            <p className="font-semibold">
              {checkout.status === 'paid' ? t('checkout.paid') : t('checkout.canceled')}
            </p>
            <Link to="/pricing" className={`${backLinkClass} mt-4`}>
              {t('checkout.backToPlans')}
            </Link>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="bg-surface-muted">
      <div className="mx-auto max-w-lg px-4 py-12 sm:px-6">
        <div
          role="note"
          className="mb-6 rounded-card border-2 border-warning-500 bg-warning-50 p-4 text-warning-700"
        >
          <p className="flex items-center gap-2 font-bold tracking-wide">
            <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
            {t('checkout.testBanner')}
          </p>
          <p className="mt-1 text-sm">{t('checkout.testBannerText')}</p>
        </div>
        <section
          aria-labelledby="checkout-title"
          className="rounded-card border border-line bg-surface p-6 shadow-card"
        >
          <h1 id="checkout-title" className="mb-5 text-2xl font-bold">
            {t('checkout.title')}
          </h1>
          {body}
        </section>
      </div>
    </div>
  );
}
