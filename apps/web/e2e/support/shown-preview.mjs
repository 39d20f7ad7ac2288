/* global document, getComputedStyle -- runs in the page (locator.evaluate) */

/**
 * The preview's colours at fractions of its size, as [r, g, b] each, as it shows: its canvas
 * over what is shown under it (playing, the main track's picture: a video shown by its own
 * element, placed so its part fills the frame, or a canvas of its own). Pass it to the preview
 * frame's `evaluate` with the points.
 */
export function shownPreviewColours(frame, points) {
  // The top canvas (the preview's own, named) sets the size; everything shown is drawn in order.
  const canvas = frame.querySelector('canvas[role="img"]');
  const shown = document.createElement('canvas');
  shown.width = canvas.width;
  shown.height = canvas.height;
  const ctx = shown.getContext('2d', { willReadFrequently: true });
  const box = frame.getBoundingClientRect();
  const k = canvas.width / box.width;
  for (const element of frame.querySelectorAll('video, canvas')) {
    if (getComputedStyle(element).visibility !== 'visible') continue;
    const at = element.getBoundingClientRect();
    ctx.drawImage(element, (at.x - box.x) * k, (at.y - box.y) * k, at.width * k, at.height * k);
  }
  return points.map(([fx, fy]) => {
    const x = Math.min(canvas.width - 1, Math.floor(canvas.width * fx));
    const y = Math.min(canvas.height - 1, Math.floor(canvas.height * fy));
    return [...ctx.getImageData(x, y, 1, 1).data].slice(0, 3);
  });
}
