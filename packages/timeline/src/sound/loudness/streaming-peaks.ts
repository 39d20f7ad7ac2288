import {
  ENVELOPE_GROUP,
  PEAK_BLOCK,
  oversampledPeak,
  oversamplerFor,
  type PeakEnvelope,
} from './true-peak';

// The true peak and the limiter's peak envelope of a signal that arrives in pieces (a long mix
// read back from disk): the same interpolator as `truePeak` run over the same samples, with the
// few frames it looks back (and, for the envelope, ahead) kept from one piece to the next, so
// the answers do not depend on where the pieces are cut.

/** Frames of one piece followed by the next, one array per channel. */
type Piece = readonly Float32Array[];

function joined(kept: Float32Array, piece: Float32Array): Float32Array {
  // (a fresh array either way, so the window never aliases the caller's)
  if (kept.length === 0) return piece.slice();
  const out = new Float32Array(kept.length + piece.length);
  out.set(kept);
  out.set(piece, kept.length);
  return out;
}

function largestMagnitude(channels: Piece, from: number, to: number): number {
  let best = 0;
  for (const channel of channels)
    for (let i = Math.max(0, from); i < Math.min(to, channel.length); i += 1) {
      const magnitude = Math.abs(channel[i]!);
      if (magnitude > best) best = magnitude;
    }
  return best;
}

export interface TruePeakMeter {
  /** The next frames: one array per channel, all the same length. */
  add(channels: Piece): void;
  /** The true peak (linear) of everything added; the meter is done after this. */
  finish(): number;
}

/** `truePeak`, fed in pieces. */
export function createTruePeakMeter(channelCount: number, sampleRate: number): TruePeakMeter {
  const oversampler = oversamplerFor(sampleRate);
  const history = oversampler.delay - 1;
  let kept: Float32Array[] = Array.from({ length: channelCount }, () => new Float32Array(0));
  let best = 0;
  return {
    add(channels) {
      const work = channels.map((channel, c) => joined(kept[c]!, channel));
      const start = kept[0]!.length;
      const end = work[0]?.length ?? 0;
      best = Math.max(best, largestMagnitude(work, start, end));
      // Stretches whose samples cannot beat the peak so far are not oversampled.
      for (let from = start; from < end; from += PEAK_BLOCK) {
        const to = Math.min(end, from + PEAK_BLOCK);
        const reach = largestMagnitude(work, from - oversampler.delay + 1, to);
        if (reach * oversampler.peakBound <= best) continue;
        for (const channel of work) {
          const peak = oversampledPeak(channel, from, to, oversampler);
          if (peak > best) best = peak;
        }
      }
      kept = work.map((channel) => channel.slice(Math.max(0, channel.length - history)));
    },
    finish() {
      // The steps after the last sample read zeros: they flush the interpolator.
      for (const channel of kept) {
        const peak = oversampledPeak(
          channel,
          channel.length,
          channel.length + oversampler.delay,
          oversampler,
        );
        if (peak > best) best = peak;
      }
      return best;
    },
  };
}

export interface PeakEnvelopeBuilder {
  /** The next frames: one array per channel, all the same length. */
  add(channels: Piece): void;
  /** The envelope, once all `length` frames have been added. */
  finish(): PeakEnvelope;
}

/** `truePeakEnvelope` of a signal `length` frames long, fed in pieces. */
export function createPeakEnvelopeBuilder(
  channelCount: number,
  sampleRate: number,
  length: number,
  level = 0,
): PeakEnvelopeBuilder {
  const oversampler = oversamplerFor(sampleRate);
  const centre = Math.floor(oversampler.delay / 2);
  const peaks = new Float32Array(Math.ceil(length / ENVELOPE_GROUP));
  const blockCount = Math.ceil(length / PEAK_BLOCK);
  const perBlock = PEAK_BLOCK / ENVELOPE_GROUP;
  // The frames at hand: [windowStart, windowStart + window[0].length).
  let window: Float32Array[] = Array.from({ length: channelCount }, () => new Float32Array(0));
  let windowStart = 0;
  let nextBlock = 0;

  const blockPeak = (block: number) =>
    block < 0 || block >= blockCount
      ? 0
      : largestMagnitude(
          window,
          block * PEAK_BLOCK - windowStart,
          Math.min(length, (block + 1) * PEAK_BLOCK) - windowStart,
        );

  const envelopeOf = (block: number) => {
    const bound =
      Math.max(blockPeak(block - 1), blockPeak(block), blockPeak(block + 1)) *
      oversampler.peakBound;
    const first = block * perBlock;
    const last = Math.min(peaks.length, first + perBlock);
    if (bound <= level) {
      peaks.fill(bound, first, last);
      return;
    }
    for (const channel of window) {
      for (let entry = first; entry < last; entry += 1) {
        const from = entry * ENVELOPE_GROUP + centre;
        const to = entry === peaks.length - 1 ? length + oversampler.delay : from + ENVELOPE_GROUP;
        const peak = oversampledPeak(channel, from - windowStart, to - windowStart, oversampler);
        if (peak > peaks[entry]!) peaks[entry] = peak;
      }
    }
  };

  // A block is done once the window holds the block after it (its bound reads that block, and
  // its last entry looks `centre` frames past its end), or once the signal has ended.
  const run = (ended: boolean) => {
    const windowEnd = windowStart + (window[0]?.length ?? 0);
    while (nextBlock < blockCount && (ended || (nextBlock + 2) * PEAK_BLOCK <= windowEnd)) {
      envelopeOf(nextBlock);
      nextBlock += 1;
    }
    // Keep the block before the next one: its peak bounds the next one, and the interpolator
    // looks back `delay` (< PEAK_BLOCK) frames.
    const keepFrom = Math.max(windowStart, (nextBlock - 1) * PEAK_BLOCK);
    if (keepFrom > windowStart) {
      window = window.map((channel) => channel.slice(keepFrom - windowStart));
      windowStart = keepFrom;
    }
  };

  return {
    add(channels) {
      window = channels.map((channel, c) => joined(window[c]!, channel));
      run(false);
    },
    finish() {
      run(true);
      return { peaks, group: ENVELOPE_GROUP, length, reach: oversampler.delay };
    },
  };
}

/**
 * The true-peak envelope, computed once so a limiter can be tried at several gains without
 * oversampling again. Only entries that could reach `level` are oversampled; the others hold a
 * bound on what they could reach (the samples around them times the interpolator's largest
 * gain), which is below `level` and so all a limiter needs to know about them.
 */
export function truePeakEnvelope(
  channels: readonly Float32Array[],
  sampleRate: number,
  level = 0,
): PeakEnvelope {
  const builder = createPeakEnvelopeBuilder(
    channels.length,
    sampleRate,
    channels[0]?.length ?? 0,
    level,
  );
  builder.add(channels);
  return builder.finish();
}
