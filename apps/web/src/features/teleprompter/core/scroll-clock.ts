import { scrollAfter, type ScrollResult } from './scroll-math';
import { clampSpeed } from './teleprompter-settings';

/**
 * The auto-scroll as a clock rather than a running total: where the text was (`anchorPx`) at
 * `anchorTime` (ms, any monotonic clock), and whether it has moved on from there since at `speed`.
 * Any window can work out the position at any time from it, so the pop-out stays in step with
 * the main window without a message per frame. Every change re-anchors at the current position.
 */
export interface ScrollClock {
  playing: boolean;
  anchorPx: number;
  anchorTime: number;
  speed: number;
}

export const stoppedClock = (speed: number, anchorPx = 0, anchorTime = 0): ScrollClock => ({
  playing: false,
  anchorPx: Math.max(0, anchorPx),
  anchorTime,
  speed: clampSpeed(speed),
});

/** Where the text is at `now`, never past `maxScroll`; `atEnd` once it is there. */
export const positionAt = (clock: ScrollClock, now: number, maxScroll: number): ScrollResult =>
  clock.playing
    ? scrollAfter(clock.anchorPx, now - clock.anchorTime, clock.speed, maxScroll)
    : scrollAfter(clock.anchorPx, 0, clock.speed, maxScroll);

const reanchor = (
  clock: ScrollClock,
  now: number,
  maxScroll: number,
  change: Partial<ScrollClock>,
): ScrollClock => ({
  ...clock,
  anchorPx: positionAt(clock, now, maxScroll).position,
  anchorTime: now,
  ...change,
});

export const play = (clock: ScrollClock, now: number, maxScroll: number): ScrollClock =>
  reanchor(clock, now, maxScroll, { playing: true });

export const pause = (clock: ScrollClock, now: number, maxScroll: number): ScrollClock =>
  reanchor(clock, now, maxScroll, { playing: false });

/** A new speed applies from `now` on; the distance already covered stays. */
export const changeSpeed = (
  clock: ScrollClock,
  speed: number,
  now: number,
  maxScroll: number,
): ScrollClock => reanchor(clock, now, maxScroll, { speed: clampSpeed(speed) });

/** Jumps to `px` (0 = back to the top), keeping play state and speed. */
export const seek = (
  clock: ScrollClock,
  px: number,
  now: number,
  maxScroll: number,
): ScrollClock => ({
  ...clock,
  anchorPx: Math.min(Math.max(0, maxScroll), Math.max(0, px)),
  anchorTime: now,
});
