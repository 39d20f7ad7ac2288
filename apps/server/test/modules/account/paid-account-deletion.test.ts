import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema';
import { register, withBearer } from '../../helpers/auth';
import { startFakeStripe, stripeOptionsFor } from '../../helpers/fake-stripe';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
let closeStripe = () => {};
afterEach(async () => {
  await testApp?.close();
  closeStripe();
});

/** A Boost subscriber billed by the fake Stripe, whose subscription answers as `cancel` says. */
async function paidAccount(cancel: () => { status: number; body: unknown }) {
  const fake = await startFakeStripe({ 'DELETE /v1/subscriptions/sub_paid': cancel });
  closeStripe = () => fake.server.close();
  testApp = await createTestApp({ stripe: stripeOptionsFor(fake.port) });
  const account = await register(testApp.app);
  await testApp.testDatabase.database.db
    .update(users)
    .set({
      subscription: 'boost',
      subscriptionInterval: 'monthly',
      billingCustomerId: 'cus_paid',
      billingSubscriptionId: 'sub_paid',
    })
    .where(eq(users.id, account.user.id));
  const remove = () =>
    testApp.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: withBearer(account.token),
      payload: { password: account.password },
    });
  const exists = async () =>
    (
      await testApp.testDatabase.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, account.user.id))
    ).length === 1;
  return { requests: fake.requests, remove, exists };
}

describe('deleting a paid account', () => {
  it('cancels the subscription with the billing provider first', async () => {
    const paid = await paidAccount(() => ({
      status: 200,
      body: { id: 'sub_paid', object: 'subscription', status: 'canceled' },
    }));
    expect((await paid.remove()).statusCode).toBe(200);
    expect(paid.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'DELETE /v1/subscriptions/sub_paid',
    ]);
    expect(await paid.exists()).toBe(false);
  });

  it('keeps the account when the provider cannot be reached', async () => {
    const paid = await paidAccount(() => ({
      status: 500,
      body: { error: { type: 'api_error', message: 'Stripe is down' } },
    }));
    const response = await paid.remove();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      success: false,
      error: 'The payment provider could not be reached. Please try again in a minute.',
      code: 'BILLING_UNAVAILABLE',
    });
    expect(await paid.exists()).toBe(true);
  });

  it('goes ahead when the provider no longer knows the subscription', async () => {
    const paid = await paidAccount(() => ({
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: 'No such subscription: sub_paid' },
      },
    }));
    expect((await paid.remove()).statusCode).toBe(200);
    expect(await paid.exists()).toBe(false);
  });
});
