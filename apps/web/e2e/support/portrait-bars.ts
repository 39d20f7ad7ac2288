/** The portrait fixture: 3 s of H.264 1080×1920, upright, with a 330 Hz tone. */
export const PORTRAIT = 'portrait-1080x1920-h264.mov';

/**
 * The portrait fixture's `testsrc2` bars, left to right, 180 px wide each, top to bottom of its
 * frame (the pattern's thin diagonal lines sweep over them).
 */
export const PORTRAIT_BARS = [
  ['red', [255, 0, 0]],
  ['green', [0, 255, 0]],
  ['yellow', [255, 255, 0]],
  ['blue', [0, 0, 255]],
  ['magenta', [255, 0, 255]],
  ['cyan', [0, 255, 255]],
] as const;
