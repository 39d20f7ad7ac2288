/**
 * An SVG path (viewBox 0 0 `width` 100) of the peaks between `from` and `to` (0..1 of the
 * source), mirrored around the middle — the part of a sound an item actually plays.
 */
export function waveformPath(
  peaks: readonly number[],
  from: number,
  to: number,
  width: number,
): string {
  if (peaks.length === 0 || width <= 0 || to <= from) return '';
  const first = Math.max(0, Math.floor(from * peaks.length));
  const last = Math.min(peaks.length, Math.ceil(to * peaks.length));
  const shown = peaks.slice(first, last);
  if (shown.length === 0) return '';
  const step = width / shown.length;
  return shown
    .map((peak, index) => {
      const height = Math.max(1, Math.min(1, peak) * 90);
      const x = (index * step).toFixed(1);
      return `M${x} ${(50 - height / 2).toFixed(1)}v${height.toFixed(1)}`;
    })
    .join('');
}
