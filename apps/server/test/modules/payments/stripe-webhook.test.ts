import type { Server } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, withBearer } from '../../helpers/auth';
import { startFakeStripe, stripeOptionsFor } from '../../helpers/fake-stripe';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const WEBHOOK_SECRET = 'whsec_test_secret';

let testApp: TestApp;
let stripeServer: Server;
let account: Awaited<ReturnType<typeof register>>;
const startedAt = Math.floor(Date.now() / 1000);

beforeAll(async () => {
  const fake = await startFakeStripe({
    'POST /v1/checkout/sessions': (request) => ({
      status: 200,
      body: {
        id: 'cs_test_hook',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_hook',
        client_reference_id: request.form.client_reference_id,
      },
    }),
  });
  stripeServer = fake.server;
  testApp = await createTestApp({
    stripe: stripeOptionsFor(fake.port, WEBHOOK_SECRET),
  });
  account = await register(testApp.app);
  await testApp.app.inject({
    method: 'POST',
    url: '/api/payments/create-checkout-session',
    headers: withBearer(account.token),
    payload: { priceId: 'price_boost_m', planId: 'boost' },
  });
});
afterAll(async () => {
  await testApp.close();
  stripeServer.close();
});

function event(id: string, type: string, createdOffset: number, object: object) {
  return { id, object: 'event', type, created: startedAt + createdOffset, data: { object } };
}

async function deliver(payload: object, secret = WEBHOOK_SECRET) {
  const body = JSON.stringify(payload);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload: body, secret });
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

async function me() {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: withBearer(account.token),
  });
  return response.json().data.user as { subscription: string; subscriptionStatus: string };
}

const subscription = (offset: number, price: string, status: string, extra: object = {}) => ({
  id: 'sub_hook',
  object: 'subscription',
  status,
  cancel_at_period_end: false,
  items: { data: [{ price: { id: price }, current_period_end: startedAt + 30 * 86400 + offset }] },
  ...extra,
});

describe('Stripe webhook', () => {
  it('refuses a forged signature with 400 and changes nothing', async () => {
    const response = await deliver(
      event('evt_forged', 'customer.subscription.deleted', 1, {
        id: 'sub_hook',
        object: 'subscription',
      }),
      'whsec_someone_else',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'The Stripe signature does not match.',
      code: 'VALIDATION_FAILED',
    });
    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('applies checkout.session.completed once; a replay is ignored', async () => {
    const completed = event('evt_completed', 'checkout.session.completed', 10, {
      id: 'cs_test_hook',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: account.user.id,
      customer: 'cus_hook',
      subscription: 'sub_hook',
    });
    const first = await deliver(completed);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ received: true, outcome: 'applied' });
    expect(await me()).toMatchObject({ subscription: 'boost', subscriptionStatus: 'active' });

    const upgraded = await deliver(
      event(
        'evt_upgrade',
        'customer.subscription.updated',
        20,
        subscription(20, 'price_pro_m', 'active'),
      ),
    );
    expect(upgraded.json().data.outcome).toBe('applied');
    expect((await me()).subscription).toBe('pro');

    const replay = await deliver(completed);
    expect(replay.json().data).toEqual({ received: true, outcome: 'duplicate' });
    expect((await me()).subscription).toBe('pro');
  });

  it('never moves a subscription backwards when events arrive out of order', async () => {
    const stale = await deliver(
      event(
        'evt_stale',
        'customer.subscription.updated',
        15,
        subscription(15, 'price_boost_y', 'active'),
      ),
    );
    expect(stale.json().data.outcome).toBe('ignored');
    expect((await me()).subscription).toBe('pro');
  });

  it('marks a failed invoice past due, and a deleted subscription returns the user to Free', async () => {
    await deliver(
      event('evt_invoice', 'invoice.payment_failed', 30, {
        id: 'in_1',
        object: 'invoice',
        customer: 'cus_hook',
      }),
    );
    expect(await me()).toMatchObject({ subscription: 'pro', subscriptionStatus: 'past_due' });

    await deliver(
      event(
        'evt_deleted',
        'customer.subscription.deleted',
        40,
        subscription(40, 'price_pro_m', 'canceled'),
      ),
    );
    expect(await me()).toMatchObject({ subscription: 'free', subscriptionStatus: 'canceled' });
  });

  it('acknowledges events it does not act on', async () => {
    const response = await deliver(
      event('evt_other', 'customer.created', 50, { id: 'cus_x', object: 'customer' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.outcome).toBe('ignored');
  });
});
