/** A cue's time, rounded the way people say it: 10-second steps under a minute, half minutes above. */
export type CueTime = { unit: 'seconds'; value: number } | { unit: 'minutes'; value: number };

export function roundCueTime(seconds: number): CueTime {
  if (seconds < 55) return { unit: 'seconds', value: Math.max(10, Math.round(seconds / 10) * 10) };
  return { unit: 'minutes', value: Math.max(1, Math.round(seconds / 30) / 2) };
}
