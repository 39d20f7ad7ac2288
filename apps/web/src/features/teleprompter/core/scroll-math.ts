import { clampSpeed } from './teleprompter-settings';

/** The spec's step: speed / 50 × 2 px every 50 ms. */
export const SCROLL_STEP_INTERVAL_MS = 50;
export const scrollStepPx = (speed: number): number => (clampSpeed(speed) / 50) * 2;

/** Frame-rate-independent rate: (speed / 50 × 2) / 50 = speed / 1250 px per ms. */
export const pixelsPerMs = (speed: number): number => clampSpeed(speed) / 1250;

export interface ScrollResult {
  position: number;
  atEnd: boolean;
}

/**
 * Where the text is after `elapsedMs` of auto-scroll from `position`; never past `maxScroll`
 * (the scroll height minus the visible height), and `atEnd` once it is there.
 */
export const scrollAfter = (
  position: number,
  elapsedMs: number,
  speed: number,
  maxScroll: number,
): ScrollResult => {
  const end = Math.max(0, maxScroll);
  // Multiply before dividing so whole inputs give whole results (1000 ms at 50 → exactly 40).
  const moved = (clampSpeed(speed) * Math.max(0, elapsedMs)) / 1250;
  const next = Math.min(end, Math.max(0, position) + moved);
  return { position: next, atEnd: next >= end };
};
