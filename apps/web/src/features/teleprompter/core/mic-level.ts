/** The quietest sound the meter shows: anything under it reads 0. */
export const METER_FLOOR_DB = -60;

/** How far the meter may fall per reading (it rises at once), so speech does not flicker. */
export const METER_FALL_PER_READING = 6;

/**
 * The meter's level, 0..100, for one block of samples (-1..1): their loudness (RMS) in dB
 * below full scale, from `METER_FLOOR_DB` (0) to 0 dB (100).
 */
export function levelOf(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let index = 0; index < samples.length; index += 1) {
    const sample = samples[index]!;
    sum += sample * sample;
  }
  const rms = Math.sqrt(sum / samples.length);
  if (rms === 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.round(Math.min(100, Math.max(0, (1 - db / METER_FLOOR_DB) * 100)));
}

/** The next reading shown: up at once with a louder sound, down by at most `fall`. */
export const smoothLevel = (shown: number, measured: number, fall = METER_FALL_PER_READING) =>
  Math.max(measured, shown - fall, 0);
