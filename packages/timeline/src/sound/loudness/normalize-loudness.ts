import { createLoudnessMeter, integratedLoudness } from './loudness-meter';
import { LIMITER_PIECE_FRAMES, limiterGains, type LimiterOptions } from './true-peak-limiter';
import { fromDb, toDb, truePeak, truePeakEnvelope, type PeakEnvelope } from './true-peak';

// Loudness normalisation: the whole signal measured, multiplied to the target and, where that
// would push the true peak over the ceiling, limited. Limiting takes some loudness away, so the
// limited result is measured first (without writing it) and the gain corrected — by the secant
// through the tries, since the more is limited the less a dB of gain adds — before the signal
// is changed. That lands it within a tenth of a LU of the target unless the target is
// out of reach under the ceiling.

export interface LoudnessTarget {
  /** integrated loudness to reach (LUFS) */
  targetLufs: number;
  /** the highest true peak allowed (dBTP) */
  ceilingDbtp: number;
}

export interface LoudnessReport {
  /** −Infinity when nothing was loud enough to measure */
  inputLufs: number;
  inputTruePeakDbtp: number;
  /** the gain applied before limiting (dB); 0 when the signal was left as it was */
  gainDb: number;
  /** whether the limiter had to act */
  limited: boolean;
  outputLufs: number;
  outputTruePeakDbtp: number;
}

/** The share of the work done (0..1), for a progress bar. */
export type LoudnessProgress = (share: number) => void;

/** Tries of the limited result before the signal is written. */
const TRIES = 4;
/** Close enough to the target to stop trying (LU). */
const TOLERANCE_LU = 0.05;
/** The most a correction may assume limiting takes away: 1 dB of gain adds at least this. */
const SMALLEST_SLOPE = 0.1;
/** The most gain the corrections may add to what the loudness alone asks for (dB). */
const MOST_CORRECTION_DB = 12;

/**
 * Normalises `channels` in place to `target` and says what it did. Silence, and audio shorter
 * than one 400 ms measuring block, are left as they are.
 */
export function normalizeLoudness(
  channels: Float32Array[],
  sampleRate: number,
  target: LoudnessTarget,
  onProgress: LoudnessProgress = () => {},
): LoudnessReport {
  const inputLufs = integratedLoudness(channels, sampleRate);
  onProgress(0.1);
  const inputPeak = truePeak(channels, sampleRate);
  onProgress(0.25);
  const unchanged: LoudnessReport = {
    inputLufs,
    inputTruePeakDbtp: toDb(inputPeak),
    gainDb: 0,
    limited: false,
    outputLufs: inputLufs,
    outputTruePeakDbtp: toDb(inputPeak),
  };
  if (!Number.isFinite(inputLufs)) {
    onProgress(1);
    return unchanged;
  }

  const ceiling = fromDb(target.ceilingDbtp);
  let gainDb = target.targetLufs - inputLufs;
  if (inputPeak * fromDb(gainDb) <= ceiling) {
    // A plain gain: loudness and peaks move by exactly that much, so nothing is measured again.
    multiply(channels, fromDb(gainDb));
    onProgress(1);
    return {
      ...unchanged,
      gainDb,
      outputLufs: inputLufs + gainDb,
      outputTruePeakDbtp: toDb(inputPeak) + gainDb,
    };
  }

  // Only what could pass the ceiling at the most gain the tries may use needs oversampling.
  const mostGainDb = gainDb + MOST_CORRECTION_DB;
  const envelope = truePeakEnvelope(channels, sampleRate, ceiling / fromDb(mostGainDb));
  onProgress(0.35);
  let previous: { gainDb: number; lufs: number } | null = null;
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const reached = limitedLoudness(channels, envelope, sampleRate, {
      gain: fromDb(gainDb),
      ceiling,
    });
    onProgress(0.35 + (0.3 * (attempt + 1)) / TRIES);
    const shortBy = target.targetLufs - reached;
    if (!Number.isFinite(reached) || Math.abs(shortBy) <= TOLERANCE_LU) break;
    if (previous && previous.gainDb === gainDb) break; // at the most gain already
    const slope = previous
      ? Math.min(
          1,
          Math.max(SMALLEST_SLOPE, (reached - previous.lufs) / (gainDb - previous.gainDb)),
        )
      : 1;
    previous = { gainDb, lufs: reached };
    gainDb = Math.min(mostGainDb, gainDb + shortBy / slope);
  }

  const gain = fromDb(gainDb);
  for (const { start, gains } of limiterGains(envelope, sampleRate, { gain, ceiling }))
    for (const channel of channels)
      for (let i = 0; i < gains.length; i += 1) channel[start + i]! *= gain * gains[i]!;
  onProgress(0.75);
  // The limiter's gain moves slowly enough that the peaks land on the ceiling, but the
  // interpolation of a changing gain can leave a hair above it; one last trim makes sure.
  let outputPeak = truePeak(channels, sampleRate);
  if (outputPeak > ceiling) {
    const trim = ceiling / outputPeak;
    multiply(channels, trim);
    gainDb += toDb(trim);
    outputPeak = ceiling;
  }
  onProgress(0.9);
  const outputLufs = integratedLoudness(channels, sampleRate);
  onProgress(1);
  return {
    ...unchanged,
    gainDb,
    limited: true,
    outputLufs,
    outputTruePeakDbtp: toDb(outputPeak),
  };
}

function multiply(channels: readonly Float32Array[], gain: number): void {
  for (const channel of channels) for (let i = 0; i < channel.length; i += 1) channel[i]! *= gain;
}

/** The integrated loudness the limiter would give, measured without changing the signal. */
function limitedLoudness(
  channels: readonly Float32Array[],
  envelope: PeakEnvelope,
  sampleRate: number,
  options: LimiterOptions,
): number {
  const meter = createLoudnessMeter(channels.length, sampleRate);
  const scratch = channels.map(() => new Float32Array(LIMITER_PIECE_FRAMES));
  for (const { start, gains } of limiterGains(envelope, sampleRate, options)) {
    meter.add(
      channels.map((channel, c) => {
        const out = scratch[c]!.subarray(0, gains.length);
        for (let i = 0; i < gains.length; i += 1)
          out[i] = channel[start + i]! * options.gain * gains[i]!;
        return out;
      }),
    );
  }
  return meter.integrated();
}
