import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiSuccessSchema, plansResponseSchema } from '@reelwright/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../src/app';
import { checkoutSessions, users } from '../../../src/db/schema';
import { register, withBearer } from '../../helpers/auth';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../helpers/test-app';

// Billing off (BILLING_PROVIDER=none, and production without Stripe keys): the plans are listed,
// and nothing anyone sends changes a plan.

const NOT_CONFIGURED = {
  success: false,
  error: 'Payments are not set up on this server yet.',
  code: 'BILLING_NOT_CONFIGURED',
};

let testApp: TestApp;
let app: App;
beforeAll(async () => {
  testApp = await createTestApp({ billing: 'none' });
  app = testApp.app;
});
afterAll(() => testApp.close());

const call = (target: App, method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  target.inject({
    method,
    url: `/api/payments/${url}`,
    headers: withBearer(token),
    ...(payload ? { payload } : {}),
  });

const subscriptionOf = async (target: App, token: string) =>
  (await target.inject({ method: 'GET', url: '/api/auth/me', headers: withBearer(token) })).json()
    .data.user.subscription as string;

const sessionsOf = (userId: string) =>
  testApp.testDatabase.database.db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.userId, userId));

const setPlan = (userId: string, subscription: string) =>
  testApp.testDatabase.database.db
    .update(users)
    .set({
      subscription,
      subscriptionInterval: 'monthly',
      billingSubscriptionId: 'sub_test_earlier',
      subscriptionRenewsAt: new Date(Date.now() - 60_000),
      scheduledPlan: subscription === 'pro' ? 'boost' : null,
      scheduledInterval: subscription === 'pro' ? 'monthly' : null,
      scheduledChangeAt: subscription === 'pro' ? new Date(Date.now() - 60_000) : null,
    })
    .where(eq(users.id, userId));

describe('billing off', () => {
  it('lists the plans and their prices, saying provider none', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/payments/plans' });
    expect(response.statusCode).toBe(200);
    const { data } = apiSuccessSchema(plansResponseSchema).parse(response.json());
    expect(data.billing).toEqual({ provider: 'none' });
    expect(data.plans.map((plan) => [plan.id, plan.prices.monthly?.amountCents ?? null])).toEqual([
      ['free', null],
      ['boost', 1658],
      ['pro', 9900],
    ]);
  });

  it('answers 503 BILLING_NOT_CONFIGURED to every checkout, whatever price is sent', async () => {
    const account = await register(app);
    const plans = (await app.inject({ method: 'GET', url: '/api/payments/plans' })).json().data
      .plans as { id: string; prices: { monthly: { priceId: string } | null } }[];
    const listed = plans
      .filter((plan) => plan.prices.monthly !== null)
      .map((plan) => ({ priceId: plan.prices.monthly!.priceId, planId: plan.id }));
    for (const body of [
      ...listed,
      { priceId: 'test_pro_monthly', planId: 'pro' },
      { priceId: 'test_boost_yearly', planId: 'boost' },
    ]) {
      const response = await call(app, 'POST', 'create-checkout-session', account.token, body);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(NOT_CONFIGURED);
    }
    expect(await sessionsOf(account.user.id)).toEqual([]);
    expect(await subscriptionOf(app, account.token)).toBe('free');
  });

  it('has no test checkout to pay, and applies no session opened in test mode', async () => {
    // The server ran with the test checkout, then restarts with billing off on the same data.
    const testMode = await buildApp({
      jwtSecret: TEST_JWT_SECRET,
      dataDir: await mkdtemp(path.join(tmpdir(), 'reelwright-app-')),
      database: testApp.testDatabase.database,
      billing: 'test',
    });
    const account = await register(testMode);
    const opened = async (planId: string) => {
      const response = await call(testMode, 'POST', 'create-checkout-session', account.token, {
        priceId: `test_${planId}_monthly`,
        planId,
      });
      return (response.json().data as { sessionId: string }).sessionId;
    };
    const paidThere = await opened('pro');
    expect(
      (await call(testMode, 'POST', `test-checkout/${paidThere}/pay`, account.token)).statusCode,
    ).toBe(200);
    const open = await opened('boost');
    await testMode.close();

    for (const url of [`test-checkout/${open}`, `test-checkout/${open}/pay`]) {
      const method = url.endsWith('/pay') ? 'POST' : 'GET';
      expect((await call(app, method, url, account.token)).statusCode).toBe(404);
    }
    for (const sessionId of [paidThere, open]) {
      const confirmed = await call(app, 'GET', `session/${sessionId}`, account.token);
      expect(confirmed.statusCode).toBe(503);
      expect(confirmed.json()).toEqual(NOT_CONFIGURED);
    }
    expect(await subscriptionOf(app, account.token)).toBe('free');
  });

  it('refuses plan changes and cancellations, and the renewal job changes nobody', async () => {
    const account = await register(app);
    await setPlan(account.user.id, 'pro');
    for (const [url, body] of [
      ['change-plan', { priceId: 'unavailable_boost_yearly', planId: 'boost' }],
      ['change-plan', { priceId: 'test_boost_yearly', planId: 'boost' }],
      ['cancel-scheduled-change', undefined],
      ['cancel-subscription', undefined],
    ] as const) {
      const response = await call(app, 'POST', url, account.token, body);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(NOT_CONFIGURED);
    }
    // Its period ended and a downgrade was due: only a billing provider moves it on.
    expect(await app.payments.renewEndedPeriods()).toBe(0);
    const [row] = await testApp.testDatabase.database.db
      .select()
      .from(users)
      .where(eq(users.id, account.user.id));
    expect(row).toMatchObject({ subscription: 'pro', scheduledPlan: 'boost' });
  });

  it('offers no webhook to post events to', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: JSON.stringify({
        id: 'evt_1',
        type: 'checkout.session.completed',
        data: { object: {} },
      }),
    });
    expect(response.statusCode).toBe(404);
  });

  it('still deletes an account on a paid plan (there is no provider to tell)', async () => {
    const account = await register(app);
    await setPlan(account.user.id, 'boost');
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: withBearer(account.token),
      payload: { password: account.password },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('choosing the billing provider in buildApp', () => {
  it('never falls back to the test checkout: without Stripe options and unnamed, billing is off', async () => {
    const unnamed = await createTestApp({ billing: undefined });
    try {
      const plans = await unnamed.app.inject({ method: 'GET', url: '/api/payments/plans' });
      expect(plans.json().data.billing).toEqual({ provider: 'none' });
      const account = await register(unnamed.app);
      const response = await call(unnamed.app, 'POST', 'create-checkout-session', account.token, {
        priceId: 'test_pro_monthly',
        planId: 'pro',
      });
      expect(response.statusCode).toBe(503);
    } finally {
      await unnamed.close();
    }
  });
});
