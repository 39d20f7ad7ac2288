import { createKWeightingFilter, type KWeightingFilter } from './k-weighting';

// Integrated loudness per ITU-R BS.1770-4 / EBU R128: K-weighted mean square per channel, summed
// with the channel weights, over 400 ms blocks that overlap by 75 % (a block every 100 ms),
// gated at −70 LUFS absolute and then 10 LU below the loudness of the blocks that passed.
// The signal is fed in pieces, so a long mix is measured without a filtered copy of it.

export const ABSOLUTE_GATE_LUFS = -70;
export const RELATIVE_GATE_LU = -10;
/** The constant of the loudness formula: L = −0.691 + 10·log10(Σ G·z). */
const LOUDNESS_OFFSET = -0.691;

const energyToLufs = (energy: number): number => LOUDNESS_OFFSET + 10 * Math.log10(energy);
const lufsToEnergy = (lufs: number): number => 10 ** ((lufs - LOUDNESS_OFFSET) / 10);

/**
 * The weight of each channel: 1 for left, right and centre; 1.41 for the surrounds and 0 for the
 * LFE of a 5.1 layout (L R C LFE Ls Rs), as BS.1770 and libebur128's default map have it.
 */
export function channelWeights(channelCount: number): number[] {
  if (channelCount === 6) return [1, 1, 1, 0, 1.41, 1.41];
  return Array.from({ length: channelCount }, () => 1);
}

/** Frames in 100 ms, rounded as libebur128 does. */
export const framesPer100ms = (sampleRate: number): number => Math.floor((sampleRate + 5) / 10);

export interface LoudnessMeter {
  /** Adds the next frames: one array per channel, all the same length. */
  add(channels: readonly Float32Array[]): void;
  /** Integrated loudness of everything added so far; −Infinity when no block passes the gates. */
  integrated(): number;
}

export function createLoudnessMeter(channelCount: number, sampleRate: number): LoudnessMeter {
  const segment = framesPer100ms(sampleRate);
  const weights = channelWeights(channelCount);
  const filters: KWeightingFilter[] = weights.map(() => createKWeightingFilter(sampleRate));
  // Weighted sum of squares of each complete or current 100 ms segment.
  const segments: number[] = [];
  let frames = 0;

  return {
    add(channels) {
      const length = channels[0]?.length ?? 0;
      if (length === 0) return;
      const firstSegment = Math.floor(frames / segment);
      const lastSegment = Math.floor((frames + length - 1) / segment);
      while (segments.length <= lastSegment) segments.push(0);
      for (let c = 0; c < channelCount; c += 1) {
        const filter = filters[c]!;
        const weight = weights[c]!;
        for (let s = firstSegment; s <= lastSegment; s += 1) {
          const from = Math.max(0, s * segment - frames);
          const to = Math.min(length, (s + 1) * segment - frames);
          segments[s]! += weight * filter.sumOfSquares(channels[c]!, from, to);
        }
      }
      frames += length;
    },
    integrated() {
      const complete = Math.floor(frames / segment);
      const blockFrames = 4 * segment;
      const absoluteGate = lufsToEnergy(ABSOLUTE_GATE_LUFS);
      const blocks: number[] = [];
      for (let start = 0; start + 4 <= complete; start += 1) {
        const energy =
          (segments[start]! + segments[start + 1]! + segments[start + 2]! + segments[start + 3]!) /
          blockFrames;
        if (energy >= absoluteGate) blocks.push(energy);
      }
      if (blocks.length === 0) return Number.NEGATIVE_INFINITY;
      const relativeGate = mean(blocks) * 10 ** (RELATIVE_GATE_LU / 10);
      const gated = blocks.filter((energy) => energy >= relativeGate);
      return gated.length === 0 ? Number.NEGATIVE_INFINITY : energyToLufs(mean(gated));
    },
  };
}

function mean(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** The integrated loudness (LUFS) of a whole signal; −Infinity for silence or under 400 ms. */
export function integratedLoudness(channels: readonly Float32Array[], sampleRate: number): number {
  const meter = createLoudnessMeter(channels.length, sampleRate);
  meter.add(channels);
  return meter.integrated();
}
