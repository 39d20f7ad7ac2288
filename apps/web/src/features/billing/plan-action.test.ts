import { PLANS } from '@reelwright/contracts';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/users';
import { actionFor } from './plan-action';
import { plansResponse } from './test/billing-fixtures';

const plan = (id: 'free' | 'boost' | 'pro') =>
  plansResponse().plans.find((candidate) => candidate.id === id)!;

const boostMonthly = makeUser({
  subscription: 'boost',
  plan: 'creator',
  limits: PLANS.boost.limits,
  subscriptionInterval: 'monthly',
});

describe('actionFor', () => {
  it('sends Free users to checkout, as before', () => {
    const free = makeUser();
    expect(actionFor(plan('free'), free, 'monthly')).toEqual({ kind: 'current' });
    expect(actionFor(plan('boost'), free, 'yearly')).toEqual({ kind: 'checkout', upgrade: true });
    expect(actionFor(plan('pro'), free, 'monthly')).toEqual({ kind: 'checkout', upgrade: true });
  });

  it('changes a paid plan by plan and by interval', () => {
    expect(actionFor(plan('boost'), boostMonthly, 'monthly')).toEqual({ kind: 'current' });
    expect(actionFor(plan('boost'), boostMonthly, 'yearly')).toEqual({
      kind: 'change',
      timing: 'now',
      samePlan: true,
    });
    expect(actionFor(plan('pro'), boostMonthly, 'monthly')).toEqual({
      kind: 'change',
      timing: 'now',
      samePlan: false,
    });
    expect(actionFor(plan('free'), boostMonthly, 'monthly')).toEqual({
      kind: 'downgrade-to-free',
    });
    const proYearly = {
      ...boostMonthly,
      subscription: 'pro',
      subscriptionInterval: 'yearly' as const,
    };
    expect(actionFor(plan('boost'), proYearly, 'yearly')).toEqual({
      kind: 'change',
      timing: 'period_end',
      samePlan: false,
    });
    expect(actionFor(plan('pro'), proYearly, 'monthly')).toEqual({
      kind: 'change',
      timing: 'period_end',
      samePlan: true,
    });
  });

  it('marks the change already waiting, for its interval only', () => {
    const pro = {
      ...boostMonthly,
      subscription: 'pro',
      scheduledChange: {
        plan: 'boost' as const,
        interval: 'monthly' as const,
        at: '2026-12-22T00:00:00.000Z',
      },
    };
    expect(actionFor(plan('boost'), pro, 'monthly')).toEqual({ kind: 'scheduled' });
    expect(actionFor(plan('boost'), pro, 'yearly')).toEqual({
      kind: 'change',
      timing: 'period_end',
      samePlan: false,
    });
  });

  it('has nothing to offer for a plan without a price in that interval', () => {
    const noYearly = { ...plan('pro'), prices: { ...plan('pro').prices, yearly: null } };
    expect(actionFor(noYearly, boostMonthly, 'yearly')).toEqual({ kind: 'unavailable' });
    expect(actionFor(noYearly, makeUser(), 'yearly')).toEqual({ kind: 'unavailable' });
  });
});

describe('actionFor with billing off', () => {
  it('offers nothing to buy, change or cancel: only the plan one is on, and signing up for Free', () => {
    const free = makeUser();
    expect(actionFor(plan('free'), free, 'monthly', 'none')).toEqual({ kind: 'current' });
    expect(actionFor(plan('boost'), free, 'monthly', 'none')).toEqual({ kind: 'not-for-sale' });
    expect(actionFor(plan('pro'), free, 'yearly', 'none')).toEqual({ kind: 'not-for-sale' });

    expect(actionFor(plan('boost'), boostMonthly, 'monthly', 'none')).toEqual({ kind: 'current' });
    for (const [id, interval] of [
      ['boost', 'yearly'],
      ['pro', 'monthly'],
      ['free', 'monthly'],
    ] as const) {
      expect(actionFor(plan(id), boostMonthly, interval, 'none')).toEqual({ kind: 'not-for-sale' });
    }

    expect(actionFor(plan('free'), null, 'monthly', 'none')).toEqual({ kind: 'sign-up' });
    expect(actionFor(plan('pro'), null, 'monthly', 'none')).toEqual({ kind: 'not-for-sale' });
  });
});
