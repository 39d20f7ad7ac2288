import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, register, withBearer } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  testApp.app.inject({
    method,
    url: `/api/payments/${url}`,
    headers: withBearer(token),
    ...(payload ? { payload } : {}),
  });

/** A new account that bought `plan` through the offline checkout. */
async function subscriber(plan: 'boost' | 'pro', interval: 'monthly' | 'yearly' = 'monthly') {
  const account = await register(testApp.app);
  const created = await call('POST', 'create-checkout-session', account.token, {
    priceId: `test_${plan}_${interval}`,
    planId: plan,
  });
  const { sessionId } = created.json().data as { sessionId: string };
  await call('POST', `test-checkout/${sessionId}/pay`, account.token);
  const confirmed = await call('GET', `session/${sessionId}`, account.token);
  expect(confirmed.json().data.user.subscription).toBe(plan);
  return account;
}

const changePlan = (token: string, planId: string, priceId: string) =>
  call('POST', 'change-plan', token, { planId, priceId });

const userOf = (userId: string) => testApp.app.authService.currentUser(userId);

describe('switching between paid plans (test mode)', () => {
  it('applies an upgrade at once, keeping the billing date and this month’s counts', async () => {
    const account = await subscriber('boost');
    const before = await userOf(account.user.id);
    expect(before.subscriptionRenewsAt).toBe('2026-12-22T10:00:00.000Z');
    await testApp.app.inject({
      method: 'POST',
      url: '/api/usage/video',
      headers: withBearer(account.token),
      payload: { width: 1920, height: 1080, fps: 30 },
    });

    const response = await changePlan(account.token, 'pro', 'test_pro_monthly');
    expect(response.statusCode).toBe(200);
    const { user, change, message } = response.json().data;
    expect(change).toBe('now');
    expect(message).toBe('You are now on the Pro plan.');
    expect(user).toMatchObject({
      subscription: 'pro',
      subscriptionStatus: 'active',
      subscriptionInterval: 'monthly',
      subscriptionRenewsAt: '2026-12-22T10:00:00.000Z',
      scheduledChange: null,
      limits: { scriptsGenerated: 100, audioGenerated: 200000, thumbnailsGenerated: 100 },
      usage: { videosCreated: 1 },
    });
  });

  it('moves to yearly billing of the same plan at once, starting a year-long period', async () => {
    const account = await subscriber('boost');
    const response = await changePlan(account.token, 'boost', 'test_boost_yearly');
    expect(response.json().data.change).toBe('now');
    expect(response.json().data.user).toMatchObject({
      subscription: 'boost',
      subscriptionInterval: 'yearly',
      subscriptionRenewsAt: '2027-11-22T10:00:00.000Z',
    });
  });

  it('schedules a downgrade for the billing date, keeps the plan until then, then applies it', async () => {
    const account = await subscriber('pro');
    const response = await changePlan(account.token, 'boost', 'test_boost_monthly');
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result.change).toBe('scheduled');
    expect(result.message).toBe(
      'Your plan changes to Boost on December 22, 2026. Until then you keep Pro.',
    );
    expect(result.user).toMatchObject({
      subscription: 'pro',
      limits: { scriptsGenerated: 100 },
      scheduledChange: { plan: 'boost', interval: 'monthly', at: '2026-12-22T10:00:00.000Z' },
    });
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: withBearer(account.token),
    });
    expect(me.json().data.user.scheduledChange.plan).toBe('boost');

    // Nothing happens before the date…
    expect(await testApp.app.payments.renewEndedPeriods()).toBe(0);
    // …and on it, Boost with its limits, for a new monthly period.
    clock.advance(31 * 24 * 60 * 60 * 1000);
    try {
      expect(await testApp.app.payments.renewEndedPeriods()).toBeGreaterThanOrEqual(1);
      expect(await userOf(account.user.id)).toMatchObject({
        subscription: 'boost',
        subscriptionInterval: 'monthly',
        subscriptionRenewsAt: '2027-01-22T10:00:00.000Z',
        scheduledChange: null,
        limits: { scriptsGenerated: 25 },
      });
    } finally {
      clock.advance(-31 * 24 * 60 * 60 * 1000);
    }
  });

  it('renews a plan with no change waiting for another period', async () => {
    const account = await subscriber('boost', 'yearly');
    clock.advance(366 * 24 * 60 * 60 * 1000);
    try {
      await testApp.app.payments.renewEndedPeriods();
      expect(await userOf(account.user.id)).toMatchObject({
        subscription: 'boost',
        subscriptionRenewsAt: '2028-11-22T10:00:00.000Z',
      });
    } finally {
      clock.advance(-366 * 24 * 60 * 60 * 1000);
    }
  });

  it('keeps the current plan when the waiting downgrade is dropped', async () => {
    const account = await subscriber('pro', 'yearly');
    await changePlan(account.token, 'pro', 'test_pro_monthly');
    const kept = await call('POST', 'cancel-scheduled-change', account.token);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({
      change: 'kept',
      message: 'You stay on the Pro plan.',
      user: { subscription: 'pro', subscriptionInterval: 'yearly', scheduledChange: null },
    });

    const again = await call('POST', 'cancel-scheduled-change', account.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      error: 'There is no plan change waiting.',
      code: 'NO_SCHEDULED_CHANGE',
    });
  });

  it('drops a waiting downgrade when the user upgrades or cancels instead', async () => {
    const account = await subscriber('pro', 'yearly');
    await changePlan(account.token, 'boost', 'test_boost_yearly');
    const upgraded = await changePlan(account.token, 'pro', 'test_pro_yearly');
    // Pro yearly is the current plan: nothing to change, the downgrade stays.
    expect(upgraded.statusCode).toBe(409);
    expect(upgraded.json().code).toBe('ALREADY_SUBSCRIBED');

    const canceled = await call('POST', 'cancel-subscription', account.token);
    expect(canceled.json().data.user).toMatchObject({
      subscription: 'free',
      subscriptionStatus: 'canceled',
      subscriptionInterval: null,
      subscriptionRenewsAt: null,
      scheduledChange: null,
    });
  });

  it('refuses changes that make no sense, with a clear error', async () => {
    const free = await register(testApp.app);
    const fromFree = await changePlan(free.token, 'boost', 'test_boost_monthly');
    expect(fromFree.statusCode).toBe(409);
    expect(fromFree.json()).toEqual({
      success: false,
      error: 'You are on the Free plan: choose a plan and check out to subscribe.',
      code: 'NOT_SUBSCRIBED',
    });

    const account = await subscriber('boost');
    const mismatched = await changePlan(account.token, 'pro', 'test_boost_monthly');
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().code).toBe('VALIDATION_FAILED');
    const toFree = await changePlan(account.token, 'free', 'test_free_monthly');
    expect(toFree.statusCode).toBe(400);
    const missing = await call('POST', 'change-plan', account.token, { planId: 'pro' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/priceId/);
    expect((await userOf(account.user.id)).subscription).toBe('boost');
  });
});
