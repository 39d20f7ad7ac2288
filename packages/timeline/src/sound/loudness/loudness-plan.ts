import { createLoudnessMeter } from './loudness-meter';
import { createPeakEnvelopeBuilder, createTruePeakMeter } from './streaming-peaks';
import { LIMITER_PIECE_FRAMES, limiterGains, type GainPiece } from './true-peak-limiter';
import { fromDb, toDb, type PeakEnvelope } from './true-peak';

// Loudness normalisation as a plan: the signal is read in pieces — as often as the plan needs,
// never held whole — measured, multiplied to the target and, where that would push the true
// peak over the ceiling, limited. Limiting takes some loudness away, so the limited result is
// measured first (without writing it) and the gain corrected — by the secant through the tries,
// since the more is limited the less a dB of gain adds. The limiter's gain moves slowly enough
// that the peaks land on the ceiling, but the interpolation of a changing gain can leave a hair
// above it, so the limited result's true peak is measured too and a last trim takes that off.
// The plan is then applied to the pieces as they go to the encoder (`createLoudnessApplier`).
// That lands the sound within a tenth of a LU of the target unless the target is out of reach
// under the ceiling.

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

/** A signal to read in pieces: `read` gives frames [start, start + frames), one array per channel. */
export interface SignalSource {
  length: number;
  channelCount: number;
  sampleRate: number;
  read(start: number, frames: number): Promise<readonly Float32Array[]> | readonly Float32Array[];
}

/** What the signal gets: × `gain`, × the limiter's gains when there is an envelope, × `trim`. */
export interface LoudnessPlan {
  gain: number;
  /** the limiter's input, null when no limiting is needed */
  envelope: PeakEnvelope | null;
  ceiling: number;
  trim: number;
  report: LoudnessReport;
}

/** Tries of the limited result before the plan is settled. */
const TRIES = 4;
/** Close enough to the target to stop trying (LU). */
const TOLERANCE_LU = 0.05;
/** The most a correction may assume limiting takes away: 1 dB of gain adds at least this. */
const SMALLEST_SLOPE = 0.1;
/** The most gain the corrections may add to what the loudness alone asks for (dB). */
const MOST_CORRECTION_DB = 12;
/** Frames read at a time: 16 limiter pieces (5.5 s at 48 kHz). */
export const PLAN_READ_FRAMES = LIMITER_PIECE_FRAMES * 16;

/** Reads the whole signal once, piece by piece, in order. */
async function eachPiece(
  source: SignalSource,
  use: (piece: readonly Float32Array[], start: number) => void,
): Promise<void> {
  for (let start = 0; start < source.length; start += PLAN_READ_FRAMES)
    use(await source.read(start, Math.min(PLAN_READ_FRAMES, source.length - start)), start);
}

/** Settles how to bring `source` to `target`, reading it as often as that takes. */
export async function planLoudness(
  source: SignalSource,
  target: LoudnessTarget,
  onProgress: LoudnessProgress = () => {},
): Promise<LoudnessPlan> {
  const { channelCount, sampleRate } = source;
  const ceiling = fromDb(target.ceilingDbtp);
  const inputMeter = createLoudnessMeter(channelCount, sampleRate);
  const inputPeakMeter = createTruePeakMeter(channelCount, sampleRate);
  await eachPiece(source, (piece) => {
    inputMeter.add(piece);
    inputPeakMeter.add(piece);
  });
  const inputLufs = inputMeter.integrated();
  const inputPeak = inputPeakMeter.finish();
  onProgress(0.25);
  const unchanged: LoudnessReport = {
    inputLufs,
    inputTruePeakDbtp: toDb(inputPeak),
    gainDb: 0,
    limited: false,
    outputLufs: inputLufs,
    outputTruePeakDbtp: toDb(inputPeak),
  };
  const plain = (gainDb: number): LoudnessPlan => ({
    gain: fromDb(gainDb),
    envelope: null,
    ceiling,
    trim: 1,
    report: {
      ...unchanged,
      gainDb,
      outputLufs: inputLufs + gainDb,
      outputTruePeakDbtp: toDb(inputPeak) + gainDb,
    },
  });
  if (!Number.isFinite(inputLufs)) {
    onProgress(1);
    return { ...plain(0), report: unchanged };
  }
  let gainDb = target.targetLufs - inputLufs;
  if (inputPeak * fromDb(gainDb) <= ceiling) {
    // A plain gain: loudness and peaks move by exactly that much, so nothing is measured again.
    onProgress(1);
    return plain(gainDb);
  }

  // Only what could pass the ceiling at the most gain the tries may use needs oversampling.
  const mostGainDb = gainDb + MOST_CORRECTION_DB;
  const builder = createPeakEnvelopeBuilder(
    channelCount,
    sampleRate,
    source.length,
    ceiling / fromDb(mostGainDb),
  );
  await eachPiece(source, (piece) => builder.add(piece));
  const envelope = builder.finish();
  onProgress(0.35);

  // The limited result, measured without writing it.
  const limitedPass = async (gain: number, trim: number, peakToo: boolean) => {
    const meter = createLoudnessMeter(channelCount, sampleRate);
    const peakMeter = peakToo ? createTruePeakMeter(channelCount, sampleRate) : null;
    const apply = createLoudnessApplier(
      { gain, envelope, ceiling, trim, report: unchanged },
      sampleRate,
    );
    await eachPiece(source, (piece) => {
      const copy = piece.map((channel) => channel.slice());
      apply(copy);
      meter.add(copy);
      peakMeter?.add(copy);
    });
    return { lufs: meter.integrated(), peak: peakMeter?.finish() ?? 0 };
  };

  let previous: { gainDb: number; lufs: number } | null = null;
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const reached = (await limitedPass(fromDb(gainDb), 1, false)).lufs;
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
  const limited = await limitedPass(gain, 1, true);
  onProgress(0.85);
  let trim = 1;
  let outputPeak = limited.peak;
  let outputLufs = limited.lufs;
  if (outputPeak > ceiling) {
    trim = ceiling / outputPeak;
    gainDb += toDb(trim);
    outputPeak = ceiling;
    outputLufs = (await limitedPass(gain, trim, false)).lufs;
  }
  onProgress(1);
  return {
    gain,
    envelope,
    ceiling,
    trim,
    report: {
      ...unchanged,
      gainDb,
      limited: true,
      outputLufs,
      outputTruePeakDbtp: toDb(outputPeak),
    },
  };
}

/**
 * Applies a plan in place to the signal's pieces, handed over in order from its first frame
 * (any sizes). Multiplies as `normalizeLoudness` always has: × (gain × limiter gain), then × trim.
 */
export function createLoudnessApplier(
  plan: LoudnessPlan,
  sampleRate: number,
): (piece: readonly Float32Array[]) => void {
  const { gain, envelope, trim, ceiling } = plan;
  if (!envelope)
    return (piece) => {
      if (gain === 1) return;
      for (const channel of piece) for (let i = 0; i < channel.length; i += 1) channel[i]! *= gain;
    };
  const pieces = limiterGains(envelope, sampleRate, { gain, ceiling });
  let current: GainPiece | null = null;
  let used = 0;
  return (piece) => {
    const frames = piece[0]?.length ?? 0;
    for (let done = 0; done < frames;) {
      if (!current || used === current.gains.length) {
        const next = pieces.next();
        if (next.done) break;
        current = next.value;
        used = 0;
      }
      const take = Math.min(frames - done, current.gains.length - used);
      const gains = current.gains;
      for (const channel of piece) {
        for (let i = 0; i < take; i += 1) channel[done + i]! *= gain * gains[used + i]!;
        if (trim !== 1) for (let i = 0; i < take; i += 1) channel[done + i]! *= trim;
      }
      done += take;
      used += take;
    }
  };
}
