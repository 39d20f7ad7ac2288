import { describe, expect, it } from 'vitest';
import { makeToken } from '../../../test/tokens';
import { expiresLater, refreshDelayMs, tokenExpiresAtMs } from './refresh-scheduler';

const NOW_S = 1_700_000_000;
const NOW_MS = NOW_S * 1000;
const token = (iat: number | undefined, exp: number | undefined) =>
  makeToken({
    userId: 'u1',
    ...(iat === undefined ? {} : { iat }),
    ...(exp === undefined ? {} : { exp }),
  });

describe('refreshDelayMs', () => {
  it('renews a 15-minute token 5 minutes before it expires', () => {
    expect(refreshDelayMs(token(NOW_S, NOW_S + 900), NOW_MS)).toBe(600_000);
  });

  it('counts from now, not from when the token was issued', () => {
    expect(refreshDelayMs(token(NOW_S - 120, NOW_S + 780), NOW_MS)).toBe(480_000);
  });

  it('renews a short-lived token at half its lifetime', () => {
    expect(refreshDelayMs(token(NOW_S, NOW_S + 70), NOW_MS)).toBe(35_000);
    expect(refreshDelayMs(token(NOW_S, NOW_S + 600), NOW_MS)).toBe(300_000);
  });

  it('uses the 5-minute lead when the token has no issue time', () => {
    expect(refreshDelayMs(token(undefined, NOW_S + 900), NOW_MS)).toBe(600_000);
  });

  it('renews at once when less than the lead remains, or the token has expired', () => {
    expect(refreshDelayMs(token(NOW_S - 800, NOW_S + 100), NOW_MS)).toBe(0);
    expect(refreshDelayMs(token(NOW_S - 1000, NOW_S - 100), NOW_MS)).toBe(0);
  });

  it('schedules nothing for a token without a readable expiry', () => {
    expect(refreshDelayMs(token(NOW_S, undefined), NOW_MS)).toBeNull();
    expect(refreshDelayMs('not-a-token', NOW_MS)).toBeNull();
  });

  it('caps the delay at what setTimeout can wait', () => {
    expect(refreshDelayMs(token(NOW_S, NOW_S + 365 * 86_400), NOW_MS)).toBe(2 ** 31 - 1);
  });
});

describe('token expiry comparison', () => {
  it('reads exp in milliseconds', () => {
    expect(tokenExpiresAtMs(token(NOW_S, NOW_S + 900))).toBe((NOW_S + 900) * 1000);
    expect(tokenExpiresAtMs('x.y.z')).toBeNull();
  });

  it('prefers the token that expires later', () => {
    const older = token(NOW_S, NOW_S + 900);
    const newer = token(NOW_S + 600, NOW_S + 1500);
    expect(expiresLater(newer, older)).toBe(true);
    expect(expiresLater(older, newer)).toBe(false);
    expect(expiresLater(older, older)).toBe(false);
    expect(expiresLater('broken', older)).toBe(false);
  });
});
