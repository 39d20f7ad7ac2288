import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION } from '../../../src/modules/payments/providers/stripe-provider';
import { register, withBearer } from '../../helpers/auth';
import {
  startFakeStripe,
  stripeError,
  type StripeRequest,
  stripeOptionsFor,
} from '../../helpers/fake-stripe';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp | undefined;
let stripeServer: Server | undefined;
afterEach(async () => {
  await testApp?.close();
  stripeServer?.close();
  testApp = undefined;
});

async function appWithStripe(routes: Parameters<typeof startFakeStripe>[0]) {
  const fake = await startFakeStripe(routes);
  stripeServer = fake.server;
  testApp = await createTestApp({
    appUrl: 'https://studio.example.com',
    stripe: stripeOptionsFor(fake.port),
  });
  return { app: testApp.app, requests: fake.requests };
}

const createCheckout = (app: TestApp['app'], token: string, priceId: string, planId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/create-checkout-session',
    headers: withBearer(token),
    payload: { priceId, planId },
  });

const checkoutSession = (request: StripeRequest, overrides: object = {}) => ({
  id: 'cs_test_a1',
  object: 'checkout.session',
  mode: 'subscription',
  url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
  client_reference_id: request.form.client_reference_id ?? null,
  customer: null,
  subscription: null,
  status: 'open',
  payment_status: 'unpaid',
  ...overrides,
});

describe('checkout with Stripe', () => {
  it('creates a subscription Checkout Session with the catalogue price, then applies the paid plan', async () => {
    let userId = '';
    const { app, requests } = await appWithStripe({
      'POST /v1/checkout/sessions': (request) => ({ status: 200, body: checkoutSession(request) }),
      'GET /v1/checkout/sessions/cs_test_a1': () => ({
        status: 200,
        body: {
          id: 'cs_test_a1',
          object: 'checkout.session',
          client_reference_id: userId,
          customer: 'cus_1',
          subscription: 'sub_1',
          status: 'complete',
          payment_status: 'paid',
        },
      }),
      'DELETE /v1/subscriptions/sub_1': () => ({
        status: 200,
        body: { id: 'sub_1', object: 'subscription', status: 'canceled' },
      }),
    });
    const account = await register(app);
    userId = account.user.id;

    const plans = await app.inject({ method: 'GET', url: '/api/payments/plans' });
    expect(plans.json().data.billing.provider).toBe('stripe');
    expect(plans.json().data.plans[1].prices.monthly.priceId).toBe('price_boost_m');

    const created = await createCheckout(app, account.token, 'price_boost_m', 'boost');
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toEqual({
      sessionId: 'cs_test_a1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
    });

    const create = requests.find((request) => request.method === 'POST')!;
    expect(create.headers.authorization).toBe('Bearer sk_test_123');
    expect(create.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(create.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(create.headers['content-type']).toMatch(/application\/x-www-form-urlencoded/);
    expect(create.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_boost_m',
      'line_items[0][quantity]': '1',
      client_reference_id: account.user.id,
      customer_email: account.email,
      success_url:
        'https://studio.example.com/pricing?success=true&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://studio.example.com/pricing?canceled=true',
      'metadata[plan]': 'boost',
    });

    const confirmed = await app.inject({
      method: 'GET',
      url: '/api/payments/session/cs_test_a1',
      headers: withBearer(account.token),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.user).toMatchObject({
      subscription: 'boost',
      subscriptionStatus: 'active',
    });

    const canceled = await app.inject({
      method: 'POST',
      url: '/api/payments/cancel-subscription',
      headers: withBearer(account.token),
    });
    expect(canceled.json().data.user.subscription).toBe('free');
    expect(
      requests.some(
        (request) => request.method === 'DELETE' && request.path === '/v1/subscriptions/sub_1',
      ),
    ).toBe(true);
  });

  it('turns a declined card into 402 PAYMENT_FAILED with Stripe’s message', async () => {
    const { app } = await appWithStripe({
      'POST /v1/checkout/sessions': () =>
        stripeError(402, 'card_error', 'Your card was declined.', 'card_declined'),
    });
    const account = await register(app);
    const response = await createCheckout(app, account.token, 'price_pro_y', 'pro');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      success: false,
      error: 'Payment failed: Your card was declined.',
      code: 'PAYMENT_FAILED',
    });
  });

  it('answers 502 BILLING_UNAVAILABLE, not 500, when Stripe fails', async () => {
    const { app } = await appWithStripe({
      'POST /v1/checkout/sessions': () =>
        stripeError(500, 'api_error', 'Something went wrong on Stripe’s end.'),
    });
    const account = await register(app);
    const response = await createCheckout(app, account.token, 'price_boost_y', 'boost');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      success: false,
      error: 'The payment provider could not be reached. Please try again in a minute.',
      code: 'BILLING_UNAVAILABLE',
    });
  });

  it('does not apply an unpaid session, nor one Stripe says belongs to someone else', async () => {
    let answer: object = {};
    const { app } = await appWithStripe({
      'POST /v1/checkout/sessions': (request) => ({ status: 200, body: checkoutSession(request) }),
      'GET /v1/checkout/sessions/cs_test_a1': () => ({ status: 200, body: answer }),
    });
    const account = await register(app);
    await createCheckout(app, account.token, 'price_boost_m', 'boost');
    const confirm = () =>
      app.inject({
        method: 'GET',
        url: '/api/payments/session/cs_test_a1',
        headers: withBearer(account.token),
      });

    answer = {
      id: 'cs_test_a1',
      object: 'checkout.session',
      client_reference_id: account.user.id,
      status: 'open',
      payment_status: 'unpaid',
    };
    expect((await confirm()).statusCode).toBe(402);

    answer = {
      id: 'cs_test_a1',
      object: 'checkout.session',
      client_reference_id: '00000000-0000-4000-8000-000000000000',
      status: 'complete',
      payment_status: 'paid',
    };
    expect((await confirm()).statusCode).toBe(404);

    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: withBearer(account.token),
    });
    expect(me.json().data.user.subscription).toBe('free');
  });
});
