import { describe, expect, it } from 'vitest';
import { COUNTDOWN_SECONDS, countdownAt, countdownRemainingMs } from './countdown';

describe('countdown', () => {
  const start = 10_000;

  it('shows 3, 2, 1, then 0', () => {
    expect(COUNTDOWN_SECONDS).toBe(3);
    expect(countdownAt(start, start)).toBe(3);
    expect(countdownAt(start, start + 999)).toBe(3);
    expect(countdownAt(start, start + 1000)).toBe(2);
    expect(countdownAt(start, start + 1999)).toBe(2);
    expect(countdownAt(start, start + 2000)).toBe(1);
    expect(countdownAt(start, start + 2999)).toBe(1);
    expect(countdownAt(start, start + 3000)).toBe(0);
    expect(countdownAt(start, start + 60_000)).toBe(0);
  });

  it('shows 3 if the clock reads before the start', () => {
    expect(countdownAt(start, start - 500)).toBe(3);
  });

  it('reports the time left', () => {
    expect(countdownRemainingMs(start, start)).toBe(3000);
    expect(countdownRemainingMs(start, start + 1250)).toBe(1750);
    expect(countdownRemainingMs(start, start + 5000)).toBe(0);
    expect(countdownRemainingMs(start, start - 100)).toBe(3000);
  });
});
