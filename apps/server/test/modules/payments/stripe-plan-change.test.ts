import type { Server } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, withBearer } from '../../helpers/auth';
import {
  startFakeStripe,
  stripeError,
  type StripeRequest,
  stripeOptionsFor,
} from '../../helpers/fake-stripe';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const WEBHOOK_SECRET = 'whsec_plan_change';
const now = Math.floor(Date.now() / 1000);
const periodStart = now - 5 * 86400;
const periodEnd = now + 25 * 86400;

/** What the fake Stripe currently holds for the one subscription of these tests. */
const stripe = { price: 'price_boost_m', declineNextUpdate: false, userId: '', sessions: 0 };

/** Each subscriber gets their own checkout session, subscription and schedule ids. */
const ids = () => ({
  subscription: `sub_${stripe.sessions}`,
  schedule: `sub_sched_${stripe.sessions}`,
});

const subscriptionObject = () => ({
  id: ids().subscription,
  object: 'subscription',
  status: 'active',
  customer: 'cus_1',
  schedule: null,
  items: {
    object: 'list',
    data: [
      {
        id: 'si_1',
        object: 'subscription_item',
        price: { id: stripe.price, object: 'price' },
        quantity: 1,
        current_period_start: periodStart,
        current_period_end: periodEnd,
      },
    ],
  },
});

const scheduleObject = () => ({
  id: ids().schedule,
  object: 'subscription_schedule',
  subscription: ids().subscription,
  status: 'active',
  current_phase: { start_date: periodStart, end_date: periodEnd },
  phases: [
    {
      start_date: periodStart,
      end_date: periodEnd,
      items: [{ price: stripe.price, quantity: 1 }],
    },
  ],
});

let testApp: TestApp;
let stripeServer: Server;
let requests: StripeRequest[];

beforeAll(async () => {
  const fake = await startFakeStripe({
    'POST /v1/checkout/sessions': () => {
      stripe.sessions += 1;
      const id = `cs_${stripe.sessions}`;
      return {
        status: 200,
        body: { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` },
      };
    },
    'GET /v1/checkout/sessions/:id': (request) => ({
      status: 200,
      body: {
        id: request.path.split('/').at(-1),
        object: 'checkout.session',
        client_reference_id: stripe.userId,
        customer: 'cus_1',
        subscription: subscriptionObject(),
        status: 'complete',
        payment_status: 'paid',
      },
    }),
    'GET /v1/subscriptions/:id': () => ({ status: 200, body: subscriptionObject() }),
    'POST /v1/subscriptions/:id': (request) => {
      if (stripe.declineNextUpdate) {
        stripe.declineNextUpdate = false;
        return stripeError(402, 'card_error', 'Your card has insufficient funds.', 'card_declined');
      }
      stripe.price = request.form['items[0][price]']!;
      return { status: 200, body: subscriptionObject() };
    },
    'POST /v1/subscription_schedules': () => ({ status: 200, body: scheduleObject() }),
    'POST /v1/subscription_schedules/:id': () => ({ status: 200, body: scheduleObject() }),
    'POST /v1/subscription_schedules/:id/release': () => ({
      status: 200,
      body: { ...scheduleObject(), status: 'released' },
    }),
    'POST /v1/subscription_schedules/:id/cancel': () => ({
      status: 200,
      body: { ...scheduleObject(), status: 'canceled' },
    }),
  });
  stripeServer = fake.server;
  requests = fake.requests;
  testApp = await createTestApp({
    stripe: stripeOptionsFor(fake.port, WEBHOOK_SECRET),
  });
});
afterAll(async () => {
  await testApp.close();
  stripeServer.close();
});

const post = (url: string, token: string, payload?: object) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/payments/${url}`,
    headers: withBearer(token),
    ...(payload ? { payload } : {}),
  });

async function boostSubscriber() {
  stripe.price = 'price_boost_m';
  const account = await register(testApp.app);
  stripe.userId = account.user.id;
  const created = await post('create-checkout-session', account.token, {
    priceId: 'price_boost_m',
    planId: 'boost',
  });
  const { sessionId } = created.json().data as { sessionId: string };
  const confirmed = await testApp.app.inject({
    method: 'GET',
    url: `/api/payments/session/${sessionId}`,
    headers: withBearer(account.token),
  });
  expect(confirmed.json().data.user).toMatchObject({
    subscription: 'boost',
    subscriptionRenewsAt: new Date(periodEnd * 1000).toISOString(),
  });
  const retrieve = requests.findLast(
    (request) => request.path === `/v1/checkout/sessions/${sessionId}`,
  );
  expect(retrieve?.query['expand[0]']).toBe('subscription');
  requests.length = 0;
  return account;
}

async function deliver(type: string, id: string, object: object) {
  const body = JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000) + 5,
    data: { object },
  });
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload: body,
    secret: WEBHOOK_SECRET,
  });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
  expect(response.statusCode).toBe(200);
}

describe('changing plans with Stripe', () => {
  it('upgrades at once with a prorated invoice charged now', async () => {
    const account = await boostSubscriber();
    const response = await post('change-plan', account.token, {
      planId: 'pro',
      priceId: 'price_pro_m',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      change: 'now',
      user: { subscription: 'pro', limits: { scriptsGenerated: 100 }, scheduledChange: null },
    });
    const update = requests.find(
      (request) =>
        request.method === 'POST' && request.path === `/v1/subscriptions/${ids().subscription}`,
    )!;
    expect(update.form).toEqual({
      'items[0][id]': 'si_1',
      'items[0][price]': 'price_pro_m',
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
    });
    expect(update.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves the plan alone when the card is declined for the prorated charge', async () => {
    const account = await boostSubscriber();
    stripe.declineNextUpdate = true;
    const response = await post('change-plan', account.token, {
      planId: 'pro',
      priceId: 'price_pro_y',
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      success: false,
      error: 'Payment failed: Your card has insufficient funds.',
      code: 'PAYMENT_FAILED',
    });
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: withBearer(account.token),
    });
    expect(me.json().data.user.subscription).toBe('boost');
  });

  it('downgrades through a subscription schedule at the period end; the webhook applies it then', async () => {
    const account = await boostSubscriber();
    await post('change-plan', account.token, { planId: 'pro', priceId: 'price_pro_m' });
    requests.length = 0;

    const response = await post('change-plan', account.token, {
      planId: 'boost',
      priceId: 'price_boost_y',
    });
    expect(response.statusCode).toBe(200);
    const at = new Date(periodEnd * 1000).toISOString();
    expect(response.json().data).toMatchObject({
      change: 'scheduled',
      user: {
        subscription: 'pro',
        scheduledChange: { plan: 'boost', interval: 'yearly', at },
      },
    });
    const [create, update] = requests;
    expect(create).toMatchObject({
      method: 'POST',
      path: '/v1/subscription_schedules',
      form: { from_subscription: ids().subscription },
    });
    expect(update?.path).toBe(`/v1/subscription_schedules/${ids().schedule}`);
    expect(update?.form).toEqual({
      end_behavior: 'release',
      'phases[0][items][0][price]': 'price_pro_m',
      'phases[0][items][0][quantity]': '1',
      'phases[0][start_date]': String(periodStart),
      'phases[0][end_date]': String(periodEnd),
      'phases[1][items][0][price]': 'price_boost_y',
      'phases[1][items][0][quantity]': '1',
      'phases[1][duration][interval]': 'year',
      'phases[1][proration_behavior]': 'none',
    });

    // Stripe reports the schedule attached: still Pro, the change still waiting.
    await deliver('customer.subscription.updated', 'evt_sched_attached', {
      ...subscriptionObject(),
      schedule: ids().schedule,
    });
    const waiting = await testApp.app.authService.currentUser(account.user.id);
    expect(waiting).toMatchObject({ subscription: 'pro', scheduledChange: { plan: 'boost' } });

    // At the period end the schedule moves the price and releases the subscription.
    stripe.price = 'price_boost_y';
    await deliver('customer.subscription.updated', 'evt_phase_2', subscriptionObject());
    const after = await testApp.app.authService.currentUser(account.user.id);
    expect(after).toMatchObject({
      subscription: 'boost',
      subscriptionInterval: 'yearly',
      scheduledChange: null,
    });
  });

  it('releases the schedule when the user keeps the plan, and cancels through it when they quit', async () => {
    const account = await boostSubscriber();
    await post('change-plan', account.token, { planId: 'boost', priceId: 'price_boost_y' });
    stripe.price = 'price_boost_y';
    await post('change-plan', account.token, { planId: 'boost', priceId: 'price_boost_m' });
    requests.length = 0;

    const kept = await post('cancel-scheduled-change', account.token);
    expect(kept.json().data.user.scheduledChange).toBeNull();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST /v1/subscription_schedules/${ids().schedule}/release`,
    ]);

    await post('change-plan', account.token, { planId: 'boost', priceId: 'price_boost_m' });
    requests.length = 0;
    const canceled = await post('cancel-subscription', account.token);
    expect(canceled.json().data.user).toMatchObject({
      subscription: 'free',
      scheduledChange: null,
    });
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST /v1/subscription_schedules/${ids().schedule}/cancel`,
    ]);
  });
});
