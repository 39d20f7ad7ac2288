export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

export const MIN_WINDOW_SIZE: Readonly<Size> = Object.freeze({ width: 300, height: 200 });
/** The `window.open` size of the pop-out teleprompter. */
export const POP_OUT_SIZE: Readonly<Size> = Object.freeze({ width: 1200, height: 800 });

/**
 * min(1200, 80% of the viewport width) × min(800, 90% of its height), in whole pixels, never
 * below the 300×200 minimum.
 */
export const defaultWindowSize = (viewport: Size): Size => ({
  width: Math.max(MIN_WINDOW_SIZE.width, Math.round(Math.min(1200, viewport.width * 0.8))),
  height: Math.max(MIN_WINDOW_SIZE.height, Math.round(Math.min(800, viewport.height * 0.9))),
});

/** The default size, centred in the viewport. */
export const defaultWindowRect = (viewport: Size): Rect => {
  const size = defaultWindowSize(viewport);
  return clampWindow(
    {
      ...size,
      x: Math.round((viewport.width - size.width) / 2),
      y: Math.round((viewport.height - size.height) / 2),
    },
    viewport,
  );
};

const clampAxis = (position: number, size: number, space: number): number =>
  Math.max(0, Math.min(position, space - size));

/**
 * After a drag, resize or viewport change: at least 300×200, no larger than the viewport (unless
 * the viewport is below the minimum), and wholly on screen; where it cannot fit it sits at 0.
 */
export const clampWindow = (rect: Rect, viewport: Size): Rect => {
  const width = Math.max(MIN_WINDOW_SIZE.width, Math.min(rect.width, viewport.width));
  const height = Math.max(MIN_WINDOW_SIZE.height, Math.min(rect.height, viewport.height));
  return {
    width,
    height,
    x: clampAxis(rect.x, width, viewport.width),
    y: clampAxis(rect.y, height, viewport.height),
  };
};
