import { testModePriceId } from '@reelwright/contracts';
import type { PaymentsRepository } from '../repository';
import type { BillingProvider } from './billing-provider';

/**
 * The offline default: checkout happens on the app's own `/checkout/:id` page (a clear TEST MODE
 * page, no card), with the same redirects and session check as Stripe. Sessions live in the
 * checkout_sessions table the service writes anyway.
 */
export function createTestBillingProvider(repository: PaymentsRepository): BillingProvider {
  return {
    name: 'test',
    priceIdOf: testModePriceId,
    async createCheckout() {
      const sessionId = `cs_test_${crypto.randomUUID().replaceAll('-', '')}`;
      return { sessionId, url: `/checkout/${sessionId}` };
    },
    async checkoutState(sessionId) {
      const session = await repository.sessionById(sessionId);
      return {
        userId: session?.userId ?? null,
        paid: session?.status === 'paid',
        customerId: null,
        subscriptionId: session ? `sub_test_${session.id.slice(8)}` : null,
        periodEnd: null,
      };
    },
    // No card, no schedule: the service keeps the waiting change, and the renewal sweep
    // (startTestRenewals) makes it when the period ends, as Stripe's schedule would.
    async changePlan() {
      return { periodEnd: null, effectiveAt: null, scheduleId: null };
    },
    async cancelScheduledChange() {},
    async cancelSubscription() {
      // Nothing to tell anyone: no real subscription exists in test mode.
    },
  };
}
