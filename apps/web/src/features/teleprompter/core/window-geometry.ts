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
 * below the 300×200 minimum. Upright (recording a vertical project, read as from a phone held
 * near the lens): a narrow column, min(480, 90% of the width) × min(900, 90% of the height).
 */
export const defaultWindowSize = (viewport: Size, upright = false): Size => ({
  width: Math.max(
    MIN_WINDOW_SIZE.width,
    Math.round(Math.min(upright ? 480 : 1200, viewport.width * (upright ? 0.9 : 0.8))),
  ),
  height: Math.max(
    MIN_WINDOW_SIZE.height,
    Math.round(Math.min(upright ? 900 : 800, viewport.height * 0.9)),
  ),
});

/** The default size, centred in the viewport. */
export const defaultWindowRect = (viewport: Size, upright = false): Rect => {
  const size = defaultWindowSize(viewport, upright);
  return clampWindow(
    {
      ...size,
      x: Math.round((viewport.width - size.width) / 2),
      y: Math.round((viewport.height - size.height) / 2),
    },
    viewport,
  );
};

/** Upright, the script reads a quarter larger: a phone held at arm's length beside the lens. */
export const UPRIGHT_TYPE_SCALE = 1.25;

/** The type size the window shows for the chosen font size. */
export const readingFontSize = (fontSize: number, upright: boolean): number =>
  upright ? Math.round(fontSize * UPRIGHT_TYPE_SCALE) : fontSize;

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
