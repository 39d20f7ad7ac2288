import { describe, expect, it } from 'vitest';
import { countdownParts, remainingMs, TERMS_COUNTDOWN_START_MS, twoDigits } from './countdown';

describe('terms countdown', () => {
  it('starts at 7d 12h 34m 26s', () => {
    expect(TERMS_COUNTDOWN_START_MS).toBe(650_066_000);
    expect(countdownParts(TERMS_COUNTDOWN_START_MS)).toEqual({
      days: 7,
      hours: 12,
      minutes: 34,
      seconds: 26,
    });
  });

  it('loses one second per whole elapsed second, partial seconds not counted', () => {
    expect(countdownParts(remainingMs(TERMS_COUNTDOWN_START_MS, 999))).toMatchObject({
      seconds: 26,
    });
    expect(countdownParts(remainingMs(TERMS_COUNTDOWN_START_MS, 1000))).toMatchObject({
      seconds: 25,
    });
    expect(countdownParts(remainingMs(TERMS_COUNTDOWN_START_MS, 27_000))).toEqual({
      days: 7,
      hours: 12,
      minutes: 33,
      seconds: 59,
    });
  });

  it('borrows across minutes, hours and days', () => {
    const toMidnight = 12 * 3_600_000 + 34 * 60_000 + 26_000;
    expect(countdownParts(remainingMs(TERMS_COUNTDOWN_START_MS, toMidnight))).toEqual({
      days: 7,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
    expect(countdownParts(remainingMs(TERMS_COUNTDOWN_START_MS, toMidnight + 1000))).toEqual({
      days: 6,
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
  });

  it('stops at zero and ignores a clock that went backwards', () => {
    expect(remainingMs(TERMS_COUNTDOWN_START_MS, TERMS_COUNTDOWN_START_MS + 5000)).toBe(0);
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(remainingMs(TERMS_COUNTDOWN_START_MS, -4000)).toBe(TERMS_COUNTDOWN_START_MS);
  });

  it('pads to two digits', () => {
    expect([0, 4, 12, 59].map(twoDigits)).toEqual(['00', '04', '12', '59']);
  });
});
