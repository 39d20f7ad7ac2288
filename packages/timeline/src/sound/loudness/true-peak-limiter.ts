import type { PeakEnvelope } from './true-peak';

// A look-ahead true-peak limiter for a signal multiplied by a fixed gain. For every sample it
// works out, from the signal's true-peak envelope, the gain that keeps the oversampled peaks
// around it under the ceiling, takes the smallest such gain over the look-ahead window (plus the
// interpolator's reach on either side), lets it recover with an exponential release, and smooths
// that with a moving average as long as the look-ahead. An average of gains that are each no
// larger than the one a sample needs is no larger either, so the attack is a ramp over the
// look-ahead that has arrived by the peak: the ceiling holds without clipping, and a 5 ms ramp
// is not heard as a click. The channels share one gain, so a stereo image does not wander.
// Gains come in pieces, so a long mix needs no gain array as long as itself.

export interface LimiterOptions {
  /** the fixed gain applied before limiting (linear) */
  gain: number;
  /** the largest true peak allowed after it (linear) */
  ceiling: number;
  /** look-ahead, which is also the attack (ms) */
  lookAheadMs?: number;
  /** time constant of the recovery after a peak (ms) */
  releaseMs?: number;
}

export const LIMITER_LOOK_AHEAD_MS = 5;
export const LIMITER_RELEASE_MS = 150;
/** Frames per piece of gains handed out. */
export const LIMITER_PIECE_FRAMES = 16_384;

export interface GainPiece {
  /** index of the first frame the gains apply to */
  start: number;
  /** the limiter's gain (0..1, to multiply on top of `gain`) for each frame of the piece */
  gains: Float32Array;
}

/**
 * The limiter's gains for the signal `envelope` describes, piece by piece, in order. Each
 * piece's array is reused for the next, so use it before asking for more.
 *
 * The work is done per envelope entry (a few frames) and the frames between two entries get a
 * straight line between their gains; every gain already holds over the entries next to it, so
 * the line stays under what each frame needs.
 */
export function* limiterGains(
  envelope: PeakEnvelope,
  sampleRate: number,
  options: LimiterOptions,
): Generator<GainPiece, void, void> {
  const { length, peaks, group } = envelope;
  if (length === 0) return;
  const { gain, ceiling } = options;
  const entries = peaks.length;
  const lookAhead = Math.max(
    1,
    Math.round(((options.lookAheadMs ?? LIMITER_LOOK_AHEAD_MS) * sampleRate) / 1000 / group),
  );
  // The oversampled values near a sample depend on the samples up to `reach` away, so a gain
  // has to hold that far on either side of the entry that asked for it, and one entry more for
  // the line to the next.
  const hold = Math.ceil(envelope.reach / group) + 1;
  const releaseMs = options.releaseMs ?? LIMITER_RELEASE_MS;
  const release = 1 - Math.exp((-1000 * group) / (releaseMs * sampleRate));
  const needed = (entry: number): number => {
    if (entry < 0 || entry >= entries) return 1;
    const level = peaks[entry]! * gain;
    return level > ceiling ? ceiling / level : 1;
  };

  // Sliding minimum over lookAhead + 2·hold entries: a deque of (entry, value), values rising.
  const capacity = lookAhead + 2 * hold + 1;
  const dequeEntry = new Int32Array(capacity);
  const dequeValue = new Float64Array(capacity);
  let head = 0;
  let size = 0;
  // Moving average of the released gain over the look-ahead. A peak in the first look-ahead
  // has no time before it to ramp in, so the gain starts where the opening needs it.
  let opening = 1;
  for (let entry = 0; entry < lookAhead + 2 * hold && entry < entries; entry += 1)
    opening = Math.min(opening, needed(entry));
  const average = new Float64Array(lookAhead).fill(opening);
  let averageSum = lookAhead * opening;
  let released = opening;

  const pieceFrames = Math.min(LIMITER_PIECE_FRAMES, length);
  const gains = new Float32Array(pieceFrames);
  let pieceStart = 0;
  let filled = 0;
  let previousGain = 1;
  const delay = lookAhead - 1 + hold;
  // Entry e's gain is known once entry e + delay is in; its frames are written when entry
  // e + 1's gain is known (the line runs from one to the next).
  for (let k = -hold; k <= entries + delay; k += 1) {
    const value = needed(k);
    while (size > 0 && dequeValue[(head + size - 1) % capacity]! >= value) size -= 1;
    dequeEntry[(head + size) % capacity] = k;
    dequeValue[(head + size) % capacity] = value;
    size += 1;
    const e = k - delay;
    if (e < 0) continue;
    while (dequeEntry[head]! < e - hold) {
      head = (head + 1) % capacity;
      size -= 1;
    }
    released = Math.min(dequeValue[head]!, released + (1 - released) * release);
    const slot = e % lookAhead;
    averageSum += released - average[slot]!;
    average[slot] = released;
    const entryGain = Math.min(1, averageSum / lookAhead);
    if (e === 0) {
      previousGain = entryGain;
      continue;
    }
    // Frames of entry e − 1: from its gain towards this one.
    const from = (e - 1) * group;
    const to = Math.min(length, from + group);
    const step = (entryGain - previousGain) / group;
    for (let frame = from; frame < to; frame += 1) {
      gains[filled] = previousGain + step * (frame - from);
      filled += 1;
      if (filled === pieceFrames || frame === length - 1) {
        yield { start: pieceStart, gains: gains.subarray(0, filled) };
        pieceStart += filled;
        filled = 0;
      }
    }
    previousGain = entryGain;
    if (to === length) return;
  }
}
