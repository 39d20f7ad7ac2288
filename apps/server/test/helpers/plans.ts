import type { App } from '../../src/app';
import { withBearer } from './auth';

/**
 * Puts the user on a paid plan the way a customer gets there without Stripe: the test-mode
 * checkout (session → pay → session check).
 */
export async function subscribe(app: App, token: string, planId: 'boost' | 'pro' = 'pro') {
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/payments/${url}`,
      headers: withBearer(token),
      ...(payload ? { payload } : {}),
    });
  const started = await call('POST', 'create-checkout-session', {
    priceId: `test_${planId}_monthly`,
    planId,
  });
  if (started.statusCode !== 200) throw new Error(`checkout failed: ${started.body}`);
  const { sessionId } = started.json().data as { sessionId: string };
  await call('POST', `test-checkout/${sessionId}/pay`);
  const confirmed = await call('GET', `session/${sessionId}`);
  if (confirmed.json().data?.user?.subscription !== planId) {
    throw new Error(`the plan was not applied: ${confirmed.body}`);
  }
}

/** Cancels the paid plan: the user is on Free at once. */
export async function cancelSubscription(app: App, token: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/cancel-subscription',
    headers: withBearer(token),
  });
  if (response.statusCode !== 200) throw new Error(`cancel failed: ${response.body}`);
}
