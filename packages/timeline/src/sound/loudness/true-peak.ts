// True peak per ITU-R BS.1770-4 annex 2: the signal oversampled (4× below 96 kHz, 2× below
// 192 kHz, as is above) by libebur128's polyphase interpolator — a 49-tap Hann-windowed sinc
// split into one sub-filter per phase — and the largest magnitude of what comes out.
// Nothing is kept between calls: each output is computed from the input array directly, which
// lets quiet stretches be skipped (see `peakBound`) and lets the limiter ask about any sample.

const TAPS = 49;
const NONE = new Float64Array(16);

export interface Oversampler {
  factor: number;
  /** per phase: its coefficient for each input back from the newest (`delay` of them) */
  dense: Float64Array[];
  /** input samples each phase looks back over (libebur128's `delay`) */
  delay: number;
  /**
   * The largest sum of |coefficients| of a phase: no output exceeds this times the largest
   * |sample| among the `delay` inputs it reads.
   */
  peakBound: number;
}

export const oversamplingFactor = (sampleRate: number): number =>
  sampleRate < 96_000 ? 4 : sampleRate < 192_000 ? 2 : 1;

const oversamplers = new Map<number, Oversampler>();

export function oversamplerFor(sampleRate: number): Oversampler {
  const factor = oversamplingFactor(sampleRate);
  let oversampler = oversamplers.get(factor);
  if (!oversampler) {
    oversampler = createOversampler(factor);
    oversamplers.set(factor, oversampler);
  }
  return oversampler;
}

function createOversampler(factor: number): Oversampler {
  if (factor === 1)
    return {
      factor,
      dense: [Float64Array.of(1)],
      delay: 1,
      peakBound: 1,
    };
  const delay = Math.floor((TAPS + factor - 1) / factor);
  const dense = Array.from({ length: factor }, () => new Float64Array(delay));
  for (let j = 0; j < TAPS; j += 1) {
    const m = j - (TAPS - 1) / 2;
    let c = 1;
    if (Math.abs(m) > 1e-6) c = Math.sin((m * Math.PI) / factor) / ((m * Math.PI) / factor);
    c *= 0.5 * (1 - Math.cos((2 * Math.PI * j) / (TAPS - 1)));
    // libebur128 leaves out the coefficients that are zero but for rounding.
    if (Math.abs(c) > 1e-6) dense[j % factor]![Math.floor(j / factor)] = c;
  }
  const peakBound = Math.max(
    ...dense.map((phase) => phase.reduce((sum, c) => sum + Math.abs(c), 0)),
  );
  return { factor, dense, delay, peakBound };
}

/**
 * The largest |oversampled value| produced while inputs `from` to `to` (exclusive) arrive; steps
 * past the end read zeros, which flushes the filter. The outputs of step n lie around sample
 * n − delay / 2.
 */
export function oversampledPeak(
  channel: Float32Array,
  from: number,
  to: number,
  oversampler: Oversampler,
): number {
  // Up to four phases side by side, each sample read once: this loop is most of the cost of
  // metering a mix, so it is written for speed.
  const dense = oversampler.dense;
  const c0 = dense[0]!;
  const c1 = dense[1] ?? NONE;
  const c2 = dense[2] ?? NONE;
  const c3 = dense[3] ?? NONE;
  const delay = oversampler.delay;
  const length = channel.length;
  let peak = 0;
  for (let step = from; step < to; step += 1) {
    let a0 = 0;
    let a1 = 0;
    let a2 = 0;
    let a3 = 0;
    if (step - delay + 1 >= 0 && step < length) {
      for (let t = 0; t < delay; t += 1) {
        const x = channel[step - t]!;
        a0 += c0[t]! * x;
        a1 += c1[t]! * x;
        a2 += c2[t]! * x;
        a3 += c3[t]! * x;
      }
    } else {
      for (let t = 0; t < delay; t += 1) {
        const index = step - t;
        if (index < 0 || index >= length) continue;
        const x = channel[index]!;
        a0 += c0[t]! * x;
        a1 += c1[t]! * x;
        a2 += c2[t]! * x;
        a3 += c3[t]! * x;
      }
    }
    if (a0 < 0) a0 = -a0;
    if (a1 < 0) a1 = -a1;
    if (a2 < 0) a2 = -a2;
    if (a3 < 0) a3 = -a3;
    if (a0 > peak) peak = a0;
    if (a1 > peak) peak = a1;
    if (a2 > peak) peak = a2;
    if (a3 > peak) peak = a3;
  }
  return peak;
}

/** Frames per stretch in the quiet-stretch bookkeeping of `blockPeaks`. */
export const PEAK_BLOCK = 64;

/** The largest |sample| of each PEAK_BLOCK-frame stretch across all channels. */
export function blockPeaks(channels: readonly Float32Array[]): Float32Array {
  const length = channels[0]?.length ?? 0;
  const peaks = new Float32Array(Math.ceil(length / PEAK_BLOCK));
  for (const channel of channels) {
    for (let block = 0; block < peaks.length; block += 1) {
      const end = Math.min(length, (block + 1) * PEAK_BLOCK);
      let peak = peaks[block]!;
      for (let i = block * PEAK_BLOCK; i < end; i += 1) {
        const magnitude = Math.abs(channel[i]!);
        if (magnitude > peak) peak = magnitude;
      }
      peaks[block] = peak;
    }
  }
  return peaks;
}

/**
 * The true peak (linear, 1 = full scale) of a signal across its channels. Stretches whose
 * samples cannot reach the largest value found so far are skipped, so a mostly quiet mix costs
 * little more than a scan.
 */
export function truePeak(channels: readonly Float32Array[], sampleRate: number): number {
  const length = channels[0]?.length ?? 0;
  if (length === 0) return 0;
  const oversampler = oversamplerFor(sampleRate);
  const peaks = blockPeaks(channels);
  // The oversampled values include the samples themselves, so the true peak is at least the
  // sample peak, and stretches that cannot beat it are never oversampled.
  let best = 0;
  for (const peak of peaks) if (peak > best) best = peak;
  const steps = length + oversampler.delay;
  for (let block = 0; block * PEAK_BLOCK < steps; block += 1) {
    // Steps of this block read inputs from `delay` (< PEAK_BLOCK) before it up to its end.
    const reach = Math.max(peaks[block - 1] ?? 0, peaks[block] ?? 0);
    if (reach * oversampler.peakBound <= best) continue;
    const end = Math.min(steps, (block + 1) * PEAK_BLOCK);
    for (const channel of channels) {
      const peak = oversampledPeak(channel, block * PEAK_BLOCK, end, oversampler);
      if (peak > best) best = peak;
    }
  }
  return best;
}

/** Sample peak (linear) across channels. */
export function samplePeak(channels: readonly Float32Array[]): number {
  let best = 0;
  for (const channel of channels)
    for (let i = 0; i < channel.length; i += 1) {
      const magnitude = Math.abs(channel[i]!);
      if (magnitude > best) best = magnitude;
    }
  return best;
}

export const toDb = (linear: number): number => 20 * Math.log10(linear);
export const fromDb = (db: number): number => 10 ** (db / 20);

/** The true-peak envelope of a signal: the largest oversampled value around each few frames. */
export interface PeakEnvelope {
  /** per `group` frames, across channels (linear) */
  peaks: Float32Array;
  /** frames per entry */
  group: number;
  /** frames of the signal */
  length: number;
  /** how far (frames) a sample's value reaches into the oversampled values around it */
  reach: number;
}

/** Frames per entry of a peak envelope: fine beside a 5 ms look-ahead, and small to keep. */
export const ENVELOPE_GROUP = 8;
