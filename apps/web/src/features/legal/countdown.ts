// The terms page's countdown as plain arithmetic: no clock and no timers, so it is tested on numbers.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** What the countdown shows when the page opens: 7d 12h 34m 26s. */
export const TERMS_COUNTDOWN_START_MS = 7 * DAY_MS + 12 * HOUR_MS + 34 * MINUTE_MS + 26 * SECOND_MS;

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** Time left after `elapsedMs`, counted in whole seconds and never below zero. */
export function remainingMs(startMs: number, elapsedMs: number): number {
  const elapsedSeconds = Math.floor(Math.max(0, elapsedMs) / SECOND_MS);
  return Math.max(0, startMs - elapsedSeconds * SECOND_MS);
}

/** 650 066 000 ms → 7 days, 12 hours, 34 minutes, 26 seconds (partial seconds dropped). */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.floor(Math.max(0, ms) / SECOND_MS);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** Hours, minutes and seconds are shown with two digits: 7, 12, 04, 09. */
export const twoDigits = (value: number) => String(value).padStart(2, '0');
