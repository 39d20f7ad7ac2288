import {
  cancelSubscriptionResultSchema,
  changePlanBodySchema,
  checkoutSessionCreatedSchema,
  createCheckoutBodySchema,
  paymentSessionResultSchema,
  planChangeResultSchema,
  plansResponseSchema,
  testCheckoutRedirectSchema,
  testCheckoutSchema,
  type PlanChangeResult,
  type PlanId,
  type PlansResponse,
  type TestCheckout,
  type User,
} from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

// The contract schemas (zod) load with the billing pages only, never with the landing page.

const sessionPath = (sessionId: string) => encodeURIComponent(sessionId);

/** GET /api/payments/plans: the catalogue with prices for the configured checkout. */
export async function fetchPlans(signal?: AbortSignal): Promise<PlansResponse> {
  return plansResponseSchema.parse(await api.get('/api/payments/plans', { signal }));
}

/** POST /api/payments/create-checkout-session: where to send the browser to pay. */
export async function createCheckoutSession(priceId: string, planId: PlanId) {
  const body = createCheckoutBodySchema.parse({ priceId, planId });
  return checkoutSessionCreatedSchema.parse(
    await api.post('/api/payments/create-checkout-session', body),
  );
}

/** GET /api/payments/session/:id after checkout: applies the paid plan, answers the new user. */
export async function confirmPaymentSession(sessionId: string): Promise<User> {
  const data = await api.get(`/api/payments/session/${sessionPath(sessionId)}`);
  return paymentSessionResultSchema.parse(data).user;
}

/** POST /api/payments/cancel-subscription: back to Free at once. */
export async function cancelSubscription(): Promise<{ user: User; message: string }> {
  return cancelSubscriptionResultSchema.parse(await api.post('/api/payments/cancel-subscription'));
}

/** POST /api/payments/change-plan: an upgrade applies at once, a downgrade at the period's end. */
export async function changePlan(priceId: string, planId: PlanId): Promise<PlanChangeResult> {
  const body = changePlanBodySchema.parse({ priceId, planId });
  return planChangeResultSchema.parse(await api.post('/api/payments/change-plan', body));
}

/** POST /api/payments/cancel-scheduled-change: drops the waiting downgrade, keeps today's plan. */
export async function cancelScheduledChange(): Promise<PlanChangeResult> {
  return planChangeResultSchema.parse(await api.post('/api/payments/cancel-scheduled-change'));
}

/** Test mode only: the app's own checkout page. */
export async function fetchTestCheckout(
  sessionId: string,
  signal?: AbortSignal,
): Promise<TestCheckout> {
  return testCheckoutSchema.parse(
    await api.get(`/api/payments/test-checkout/${sessionPath(sessionId)}`, { signal }),
  );
}

export async function closeTestCheckout(
  sessionId: string,
  action: 'pay' | 'cancel',
): Promise<string> {
  const data = await api.post(`/api/payments/test-checkout/${sessionPath(sessionId)}/${action}`);
  return testCheckoutRedirectSchema.parse(data).redirectUrl;
}
