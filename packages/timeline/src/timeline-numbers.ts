// Timeline numbers from the spec (§9). Times are integer milliseconds everywhere in the engine so
// that edits compare exactly; `seconds()` and `ms()` convert at the edges.

/** Milliseconds in `value` seconds, rounded to an integer. */
export const seconds = (value: number): number => Math.round(value * 1000);
/** Seconds in `value` milliseconds. */
export const ms = (value: number): number => value / 1000;

export const MIN_ITEM_DURATION = seconds(0.1);
export const DEFAULT_TOTAL_DURATION = seconds(60);
export const TOTAL_EXTENSION = seconds(10);
export const DEFAULT_IMAGE_DURATION = seconds(5);
export const DEFAULT_MEDIA_DURATION = seconds(10);
export const SKIP_DURATION = seconds(10);
export const PLAYBACK_TICK = seconds(0.1);
export const NUDGE = { plain: seconds(0.1), shift: seconds(1), ctrl: seconds(5) } as const;
export const OVERLAY_BOX = { width: 128, height: 96 } as const;
export const OVERLAY_SCALE = { min: 0.2, max: 4 } as const;
export const OVERLAY_INSET = 5;
