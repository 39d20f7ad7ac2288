import { describe, expect, it } from 'vitest';
import { checkoutPathFor, checkoutRequestOf, signUpIntentOf, signUpPath } from './sign-up-link';

describe('sign-up links', () => {
  it('open sign-up, carrying a paid plan and its billing period', () => {
    expect(signUpPath()).toBe('/auth?mode=signup');
    expect(signUpPath({ plan: 'free' })).toBe('/auth?mode=signup');
    expect(signUpPath({ plan: 'boost' })).toBe('/auth?mode=signup&plan=boost&interval=monthly');
    expect(signUpPath({ plan: 'pro', interval: 'yearly' })).toBe(
      '/auth?mode=signup&plan=pro&interval=yearly',
    );
  });

  it('are read back by the auth page, ignoring plans that cannot be bought', () => {
    expect(signUpIntentOf('?mode=signup&plan=pro&interval=yearly')).toEqual({
      signUp: true,
      chosen: { plan: 'pro', interval: 'yearly' },
    });
    expect(signUpIntentOf('?mode=signup&plan=boost')).toEqual({
      signUp: true,
      chosen: { plan: 'boost', interval: 'monthly' },
    });
    expect(signUpIntentOf('')).toEqual({ signUp: false, chosen: null });
    expect(signUpIntentOf('?mode=signup&plan=free').chosen).toBeNull();
    expect(signUpIntentOf('?mode=signup&plan=agency').chosen).toBeNull();
    expect(signUpIntentOf('?mode=signup&plan=pro&interval=weekly').chosen).toBeNull();
  });

  it('lead a new account to the chosen plan’s checkout', () => {
    const path = checkoutPathFor({ plan: 'boost', interval: 'yearly' });
    expect(path).toBe('/upgrade?checkout=boost&interval=yearly');
    expect(checkoutRequestOf(path.slice(path.indexOf('?')))).toEqual({
      plan: 'boost',
      interval: 'yearly',
    });
    expect(checkoutRequestOf('?checkout=free')).toBeNull();
    expect(checkoutRequestOf('')).toBeNull();
  });
});
