export const COUNTDOWN_SECONDS = 3;

/**
 * What the 3-2-1 countdown shows `nowMs` after `startedAtMs` (same clock): 3 for the first second,
 * then 2, then 1, then 0 ("go": start scrolling/recording). A clock that runs backwards shows 3.
 */
export const countdownAt = (startedAtMs: number, nowMs: number): number => {
  const elapsed = Math.max(0, nowMs - startedAtMs);
  return Math.max(0, COUNTDOWN_SECONDS - Math.floor(elapsed / 1000));
};

/** Milliseconds until the countdown reaches 0 (0 once it has). */
export const countdownRemainingMs = (startedAtMs: number, nowMs: number): number =>
  Math.max(0, COUNTDOWN_SECONDS * 1000 - Math.max(0, nowMs - startedAtMs));
