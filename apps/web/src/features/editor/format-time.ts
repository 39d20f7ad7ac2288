/** 83 450 ms → '1:23.4' (the editor's time readouts; tenths, floored so a frame never reads ahead). */
export function formatTime(ms: number): string {
  const tenths = Math.floor(Math.max(0, ms) / 100);
  const minutes = Math.floor(tenths / 600);
  const secondsPart = Math.floor((tenths % 600) / 10);
  return `${minutes}:${String(secondsPart).padStart(2, '0')}.${tenths % 10}`;
}
