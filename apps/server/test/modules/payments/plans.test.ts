import { apiSuccessSchema, plansResponseSchema } from '@reelwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/payments/plans', () => {
  it('lists free, boost and pro with prices, limits and features, without sign-in', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/payments/plans' });
    expect(response.statusCode).toBe(200);
    const { data } = apiSuccessSchema(plansResponseSchema).parse(response.json());
    expect(data.billing.provider).toBe('test');
    expect(data.plans.map((plan) => plan.id)).toEqual(['free', 'boost', 'pro']);
    const [free, boost, pro] = data.plans;
    expect(free).toMatchObject({
      name: 'Free',
      prices: { monthly: null, yearly: null },
      limits: {
        scriptsGenerated: 3,
        audioGenerated: 10000,
        thumbnailsGenerated: 5,
        videosCreated: 5,
      },
    });
    expect(boost).toMatchObject({
      name: 'Boost',
      mostPopular: true,
      prices: {
        monthly: { priceId: 'test_boost_monthly', amountCents: 1658, currency: 'usd' },
        yearly: { priceId: 'test_boost_yearly', amountCents: 19900, currency: 'usd' },
      },
      limits: {
        scriptsGenerated: 25,
        audioGenerated: 60000,
        thumbnailsGenerated: 30,
        videosCreated: -1,
      },
    });
    expect(pro).toMatchObject({
      prices: { monthly: { amountCents: 9900 }, yearly: { amountCents: 118800 } },
      limits: {
        scriptsGenerated: 100,
        audioGenerated: 200000,
        thumbnailsGenerated: 100,
        videosCreated: -1,
      },
    });
    expect(pro!.features.map((feature) => feature.key)).toEqual(
      expect.arrayContaining(['api-access', 'analytics', 'call-back']),
    );
  });
});
