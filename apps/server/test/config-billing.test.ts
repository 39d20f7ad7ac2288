import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { configProblemsOf } from './helpers/config-problems';

const cwd = '/srv/reelwright';
const billingOf = (env: Record<string, string>) => loadConfig(env, { cwd }).billing;
const problemsOf = (env: Record<string, string>) => configProblemsOf(env, cwd);

const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_live_abc',
  STRIPE_PRICE_BOOST_MONTHLY: 'price_bm',
  STRIPE_PRICE_BOOST_YEARLY: 'price_by',
  STRIPE_PRICE_PRO_MONTHLY: 'price_pm',
  STRIPE_PRICE_PRO_YEARLY: 'price_py',
};

describe('BILLING_PROVIDER', () => {
  it('turns billing off in production without Stripe keys: never the test checkout unasked', () => {
    expect(billingOf({})).toBe('none');
    expect(billingOf({ NODE_ENV: 'production' })).toBe('none');
    expect(billingOf({ NODE_ENV: 'production', BILLING_PROVIDER: '' })).toBe('none');
    expect(loadConfig({}, { cwd }).stripe).toBeUndefined();
  });

  it('keeps the offline test checkout as the default in development and tests', () => {
    expect(billingOf({ NODE_ENV: 'development' })).toBe('test');
    expect(billingOf({ NODE_ENV: 'test' })).toBe('test');
  });

  it('uses Stripe whenever its key is set, in any mode', () => {
    for (const NODE_ENV of ['production', 'development', 'test']) {
      const config = loadConfig({ NODE_ENV, ...stripeKeys }, { cwd });
      expect(config.billing).toBe('stripe');
      expect(config.stripe?.secretKey).toBe('sk_live_abc');
    }
  });

  it('runs the test checkout in production only when named', () => {
    const config = loadConfig({ NODE_ENV: 'production', BILLING_PROVIDER: 'test' }, { cwd });
    expect(config.billing).toBe('test');
    expect(config.stripe).toBeUndefined();
  });

  it('lets a named provider win over the Stripe key (which is then not used)', () => {
    for (const BILLING_PROVIDER of ['none', 'test']) {
      const config = loadConfig({ BILLING_PROVIDER, ...stripeKeys }, { cwd });
      expect(config.billing).toBe(BILLING_PROVIDER);
      expect(config.stripe).toBeUndefined();
    }
    expect(billingOf({ NODE_ENV: 'development', BILLING_PROVIDER: 'none' })).toBe('none');
    expect(billingOf({ BILLING_PROVIDER: 'stripe', ...stripeKeys })).toBe('stripe');
  });

  it('needs STRIPE_SECRET_KEY for BILLING_PROVIDER=stripe, and the prices with it', () => {
    expect(problemsOf({ BILLING_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY is required when BILLING_PROVIDER is stripe (sk_live_… or sk_test_…)',
    ]);
    expect(
      problemsOf({ BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc' }),
    ).toHaveLength(4);
  });

  it('names the variable and the accepted values on anything else', () => {
    expect(problemsOf({ BILLING_PROVIDER: 'free' })).toEqual([
      'BILLING_PROVIDER must be one of stripe, test, none (or unset to choose by STRIPE_SECRET_KEY and NODE_ENV) (got "free")',
    ]);
  });
});
