/* global document, getComputedStyle -- runs in the page (locator.evaluate) */

/**
 * The preview's colours at fractions of its size, as [r, g, b] each, as it shows: its canvas
 * over the video element shown under it (playing, a video under everything else is shown by its
 * own element, placed so its part fills the frame, and the canvas paints the rest). Pass it to
 * the preview frame's `evaluate` with the points.
 */
export function shownPreviewColours(frame, points) {
  const canvas = frame.querySelector('canvas');
  const shown = document.createElement('canvas');
  shown.width = canvas.width;
  shown.height = canvas.height;
  const ctx = shown.getContext('2d', { willReadFrequently: true });
  const box = frame.getBoundingClientRect();
  const k = canvas.width / box.width;
  for (const video of frame.querySelectorAll('video')) {
    if (getComputedStyle(video).visibility !== 'visible') continue;
    const at = video.getBoundingClientRect();
    ctx.drawImage(video, (at.x - box.x) * k, (at.y - box.y) * k, at.width * k, at.height * k);
  }
  ctx.drawImage(canvas, 0, 0);
  return points.map(([fx, fy]) => {
    const x = Math.min(canvas.width - 1, Math.floor(canvas.width * fx));
    const y = Math.min(canvas.height - 1, Math.floor(canvas.height * fy));
    return [...ctx.getImageData(x, y, 1, 1).data].slice(0, 3);
  });
}
