// What the preview's level meter shows, worked out from the mix's samples. Pure: the mixer
// hands in the samples, the meter the clock.

/** The mix at one moment: linear peak and RMS over the last few tens of ms, all channels. */
export interface MixLevel {
  peak: number;
  rms: number;
}

/** The meter's floor: anything quieter reads as this (and as silence). */
export const METER_FLOOR_DB = -60;
/** Peaks at or above full scale would clip in a file; the meter holds its red this long. */
export const CLIP_HOLD_MS = 1000;
/** A sample this close under 1.0 is full scale (decoders and float sums land a hair below). */
const FULL_SCALE = 0.999;

export function measureLevel(channels: readonly Float32Array[]): MixLevel {
  let peak = 0;
  let squares = 0;
  let count = 0;
  for (const samples of channels) {
    for (let index = 0; index < samples.length; index += 1) {
      const value = samples[index]!;
      const size = Math.abs(value);
      if (size > peak) peak = size;
      squares += value * value;
    }
    count += samples.length;
  }
  return { peak, rms: count > 0 ? Math.sqrt(squares / count) : 0 };
}

/** Linear level → dBFS, never below the meter's floor. */
export const toMeterDb = (level: number): number =>
  level > 0 ? Math.max(METER_FLOOR_DB, 20 * Math.log10(level)) : METER_FLOOR_DB;

export interface MeterState {
  peakDb: number;
  rmsDb: number;
  /** when the mix last reached full scale (ms on the meter's clock), or null */
  clippedAt: number | null;
}

export const SILENT_METER: MeterState = {
  peakDb: METER_FLOOR_DB,
  rmsDb: METER_FLOOR_DB,
  clippedAt: null,
};

/** The meter after a new reading at `now`: the clip light is lit by a full-scale peak. */
export function nextMeterState(previous: MeterState, level: MixLevel, now: number): MeterState {
  return {
    peakDb: toMeterDb(level.peak),
    rmsDb: toMeterDb(level.rms),
    clippedAt: level.peak >= FULL_SCALE ? now : previous.clippedAt,
  };
}

/** Whether the clip light is on at `now`: within a second of the last full-scale peak. */
export const isClipping = (state: MeterState, now: number): boolean =>
  state.clippedAt !== null && now - state.clippedAt < CLIP_HOLD_MS;
