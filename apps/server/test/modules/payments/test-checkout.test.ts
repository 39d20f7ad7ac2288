import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, withBearer } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  testApp.app.inject({
    method,
    url: `/api/payments/${url}`,
    headers: withBearer(token),
    ...(payload ? { payload } : {}),
  });

async function startCheckout(token: string, priceId = 'test_boost_monthly', planId = 'boost') {
  const response = await call('POST', 'create-checkout-session', token, { priceId, planId });
  expect(response.statusCode).toBe(200);
  return response.json().data as { sessionId: string; url: string };
}

describe('checkout in test mode', () => {
  it('buys Boost: session → test checkout page → pay → session check applies the plan once', async () => {
    const account = await register(testApp.app);
    const { sessionId, url } = await startCheckout(account.token);
    expect(sessionId).toMatch(/^cs_test_[0-9a-f]{32}$/);
    expect(url).toBe(`/checkout/${sessionId}`);

    const page = await call('GET', `test-checkout/${sessionId}`, account.token);
    expect(page.json().data).toEqual({
      sessionId,
      planId: 'boost',
      planName: 'Boost',
      interval: 'monthly',
      amountCents: 1658,
      currency: 'usd',
      status: 'open',
    });

    const early = await call('GET', `session/${sessionId}`, account.token);
    expect(early.statusCode).toBe(402);
    expect(early.json()).toEqual({
      success: false,
      error: 'The payment for this checkout has not been completed.',
      code: 'PAYMENT_FAILED',
    });

    const pay = await call('POST', `test-checkout/${sessionId}/pay`, account.token);
    expect(pay.json().data).toEqual({
      redirectUrl: `/pricing?success=true&session_id=${sessionId}`,
    });

    const confirmed = await call('GET', `session/${sessionId}`, account.token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.user).toMatchObject({
      subscription: 'boost',
      subscriptionStatus: 'active',
      plan: 'creator',
      limits: {
        scriptsGenerated: 25,
        audioGenerated: 60000,
        thumbnailsGenerated: 30,
        videosCreated: -1,
      },
    });
    const again = await call('GET', `session/${sessionId}`, account.token);
    expect(again.json().data.user.subscription).toBe('boost');

    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: withBearer(account.token),
    });
    expect(me.json().data.user.subscription).toBe('boost');
  });

  it('sends a canceled checkout back with canceled=true and changes nothing', async () => {
    const account = await register(testApp.app);
    const { sessionId } = await startCheckout(account.token, 'test_pro_yearly', 'pro');
    const cancel = await call('POST', `test-checkout/${sessionId}/cancel`, account.token);
    expect(cancel.json().data).toEqual({ redirectUrl: '/pricing?canceled=true' });
    expect((await call('POST', `test-checkout/${sessionId}/pay`, account.token)).statusCode).toBe(
      400,
    );
    expect((await call('GET', `session/${sessionId}`, account.token)).statusCode).toBe(402);
  });

  it('never trusts a price from the browser', async () => {
    const account = await register(testApp.app);
    for (const body of [
      { priceId: 'test_pro_monthly', planId: 'boost' },
      { priceId: 'price_cheap', planId: 'pro' },
      { priceId: 'test_free_monthly', planId: 'free' },
      { priceId: 'test_boost_monthly', planId: 'agency' },
    ]) {
      const response = await call('POST', 'create-checkout-session', account.token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        error: 'This price does not belong to that plan. Reload the plans page and try again.',
        code: 'VALIDATION_FAILED',
      });
    }
    const alias = await call('POST', 'create-checkout-session', account.token, {
      priceId: 'test_boost_yearly',
      planId: 'creator',
    });
    expect(alias.statusCode).toBe(200);
  });

  it('refuses a second paid subscription on top of the current one', async () => {
    const account = await register(testApp.app);
    const { sessionId } = await startCheckout(account.token);
    await call('POST', `test-checkout/${sessionId}/pay`, account.token);
    await call('GET', `session/${sessionId}`, account.token);
    const same = await call('POST', 'create-checkout-session', account.token, {
      priceId: 'test_boost_yearly',
      planId: 'boost',
    });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({
      success: false,
      error: 'You are already on the Boost plan.',
      code: 'ALREADY_SUBSCRIBED',
    });
    const other = await call('POST', 'create-checkout-session', account.token, {
      priceId: 'test_pro_monthly',
      planId: 'pro',
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('ALREADY_SUBSCRIBED');
    expect(other.json().error).toBe(
      'You already have a paid plan. Change plans from the plans page instead.',
    );
  });

  it("keeps one user's checkout sessions away from everyone else", async () => {
    const owner = await register(testApp.app);
    const stranger = await register(testApp.app);
    const { sessionId } = await startCheckout(owner.token);
    for (const [method, url] of [
      ['GET', `test-checkout/${sessionId}`],
      ['POST', `test-checkout/${sessionId}/pay`],
      ['GET', `session/${sessionId}`],
    ] as const) {
      const response = await call(method, url, stranger.token);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('cancels a paid plan: free at once, status canceled, this month’s counts kept', async () => {
    const account = await register(testApp.app);
    const { sessionId } = await startCheckout(account.token);
    await call('POST', `test-checkout/${sessionId}/pay`, account.token);
    await call('GET', `session/${sessionId}`, account.token);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/usage/video',
      headers: withBearer(account.token),
      payload: { width: 1920, height: 1080, fps: 30 },
    });

    const canceled = await call('POST', 'cancel-subscription', account.token);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().data.message).toBe(
      'Subscription canceled successfully. You are now on the free plan.',
    );
    expect(canceled.json().data.user).toMatchObject({
      subscription: 'free',
      subscriptionStatus: 'canceled',
      plan: 'free',
      usage: { videosCreated: 1 },
      limits: { videosCreated: 5 },
    });

    const twice = await call('POST', 'cancel-subscription', account.token);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('VALIDATION_FAILED');
  });
});
