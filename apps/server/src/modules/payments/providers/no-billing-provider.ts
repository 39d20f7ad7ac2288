import { AppError } from '../../../http/app-error';
import type { BillingProvider } from './billing-provider';

export const BILLING_NOT_CONFIGURED_MESSAGE = 'Payments are not set up on this server yet.';

/** 503: this server sells nothing (BILLING_PROVIDER=none, or production without Stripe keys). */
export const billingNotConfigured = () =>
  new AppError(503, 'BILLING_NOT_CONFIGURED', BILLING_NOT_CONFIGURED_MESSAGE);

/**
 * Billing off: the plans are listed (with ids nothing accepts) and every way to a plan change is
 * refused. The service refuses before it gets here; these refusals are the second lock.
 */
export function createNoBillingProvider(): BillingProvider {
  const refuse = () => Promise.reject(billingNotConfigured());
  return {
    name: 'none',
    priceIdOf: (plan, interval) => `unavailable_${plan}_${interval}`,
    createCheckout: refuse,
    checkoutState: refuse,
    changePlan: refuse,
    cancelScheduledChange: refuse,
    cancelSubscription: refuse,
  };
}
