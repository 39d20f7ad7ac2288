// Screen math for the timeline panel (§9): 50 px per second at zoom 1.

export const BASE_PIXELS_PER_SECOND = 50;
export const ZOOM = { min: 0.1, max: 20, step: 1.5, wheelStep: 1.2, reset: 1 } as const;
export const MIN_TIMELINE_WIDTH = 2000;
export const TRACK_ROW_HEIGHT = 60;
export const AUTO_SCROLL = { zone: 120, tick: 16, step: 15, maxFactor: 3 } as const;

export const pixelsPerSecond = (zoom: number): number => BASE_PIXELS_PER_SECOND * zoom;
/** x in px of a time in ms */
export const timeToPixels = (time: number, zoom: number): number =>
  (time / 1000) * pixelsPerSecond(zoom);
/** time in whole ms at x px */
export const pixelsToTime = (x: number, zoom: number): number =>
  Math.round((x / pixelsPerSecond(zoom)) * 1000);

export const clampZoom = (zoom: number): number => Math.min(ZOOM.max, Math.max(ZOOM.min, zoom));
export const zoomIn = (zoom: number): number => clampZoom(zoom * ZOOM.step);
export const zoomOut = (zoom: number): number => clampZoom(zoom / ZOOM.step);
/** Ctrl+wheel: wheel up (negative deltaY) zooms in by 1.2, down zooms out. */
export const wheelZoom = (zoom: number, deltaY: number): number =>
  clampZoom(deltaY < 0 ? zoom * ZOOM.wheelStep : zoom / ZOOM.wheelStep);
export const zoomPercent = (zoom: number): number => Math.round(zoom * 100);

/** The scroll offset that keeps the time under the cursor in place when the zoom changes. */
export function scrollForZoomAroundCursor(input: {
  scrollLeft: number;
  cursorX: number;
  zoom: number;
  nextZoom: number;
}): number {
  const timeAtCursor = (input.scrollLeft + input.cursorX) / pixelsPerSecond(input.zoom);
  return Math.max(0, timeAtCursor * pixelsPerSecond(input.nextZoom) - input.cursorX);
}

/** Content width: max(2000, 50 × duration in s × zoom). */
export const timelineWidth = (totalDuration: number, zoom: number): number =>
  Math.max(MIN_TIMELINE_WIDTH, timeToPixels(totalDuration, zoom));

export interface RulerTick {
  /** ms */
  time: number;
  x: number;
  major: boolean;
}

/** Labelled ticks every 5 s / zoom; above zoom 2, five sub-ticks between labels. */
export function rulerTicks(totalDuration: number, zoom: number): RulerTick[] {
  const interval = 5000 / zoom;
  const parts = zoom > 2 ? 5 : 1;
  const ticks: RulerTick[] = [];
  const count = Math.floor((totalDuration / interval) * parts + 1e-9);
  for (let k = 0; k <= count; k += 1) {
    const time = Math.round((k * interval) / parts);
    ticks.push({ time, x: timeToPixels(time, zoom), major: k % parts === 0 });
  }
  return ticks;
}

/**
 * Auto-scroll while dragging near an edge: within 120 px of the left or right edge of the
 * viewport the view scrolls 15 px per 16 ms tick, up to 3× faster the deeper the pointer is.
 * Returns the signed px step (0 outside the zones).
 */
export function autoScrollStep(pointerX: number, viewportWidth: number): number {
  const depth = (distance: number) =>
    Math.min(AUTO_SCROLL.maxFactor, 1 + ((AUTO_SCROLL.zone - distance) / AUTO_SCROLL.zone) * 2);
  if (pointerX < AUTO_SCROLL.zone) return -AUTO_SCROLL.step * depth(Math.max(0, pointerX));
  const fromRight = viewportWidth - pointerX;
  if (fromRight < AUTO_SCROLL.zone) return AUTO_SCROLL.step * depth(Math.max(0, fromRight));
  return 0;
}
