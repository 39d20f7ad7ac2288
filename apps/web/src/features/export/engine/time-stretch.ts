// Time-stretch without a change of pitch, for sound played at a speed in the export: WSOLA
// (waveform-similarity overlap-add). The sound is cut into Hann-windowed frames 40 ms long that
// are laid down every 20 ms of output but taken every 20 ms × speed of input; each frame is
// moved up to ±12 ms from its nominal place to where its waveform best continues what the
// previous frame would have played next, so the overlaps add in phase. The frames' positions
// never drift from the nominal line, so the stretched sound stays in step with the picture.

/** Frame length, s: long enough for a low voice's period, short enough not to smear. */
const FRAME_SECONDS = 0.04;
/** How far a frame may move from its nominal place, s. */
const TOLERANCE_SECONDS = 0.012;
/** The coarse search compares every 8th sample of a mono average, then refines at full rate. */
const DECIMATION = 8;

/** The output length, in samples, of `length` input samples played at `speed`. */
export const stretchedLength = (length: number, speed: number): number =>
  Math.max(0, Math.round(length / speed));

/**
 * `channels` (equal lengths) played at `speed` (0.25–4), pitch kept: each output channel is
 * `length / speed` samples long. All channels use the same frame positions (found on their
 * mono average), so a stereo picture stays put.
 */
export function timeStretch(
  channels: readonly Float32Array[],
  speed: number,
  sampleRate: number,
): Float32Array<ArrayBuffer>[] {
  const length = channels[0]?.length ?? 0;
  const outLength = stretchedLength(length, speed);
  if (channels.length === 0) return [];
  if (speed === 1 || length === 0)
    return channels.map((channel) => new Float32Array(channel.subarray(0, outLength)));

  const frame =
    2 *
    Math.max(DECIMATION, Math.round((FRAME_SECONDS * sampleRate) / 2 / DECIMATION) * DECIMATION);
  const half = frame / 2; // the output hop
  const tolerance = Math.round(TOLERANCE_SECONDS * sampleRate);
  const hopIn = half * speed;
  // Padding either side lets the first and last frames (centred on the ends) and their search
  // read zeros instead of leaving the source.
  const pad = frame + tolerance + DECIMATION;
  const paddedLength = length + 2 * pad;
  const padded = channels.map((channel) => {
    const copy = new Float32Array(paddedLength);
    copy.set(channel, pad);
    return copy;
  });
  const mono = new Float32Array(paddedLength);
  for (const channel of padded) for (let i = 0; i < paddedLength; i += 1) mono[i]! += channel[i]!;
  const coarse = new Float32Array(Math.ceil(paddedLength / DECIMATION));
  for (let i = 0; i < coarse.length; i += 1) {
    let sum = 0;
    const from = i * DECIMATION;
    for (let j = 0; j < DECIMATION && from + j < paddedLength; j += 1) sum += mono[from + j]!;
    coarse[i] = sum;
  }

  const window = new Float32Array(frame);
  // A periodic Hann window: at a hop of half its length the windows sum to exactly 1.
  for (let n = 0; n < frame; n += 1) window[n] = 0.5 - 0.5 * Math.cos((2 * Math.PI * n) / frame);

  const out = channels.map(() => new Float32Array(outLength));
  const lastStart = paddedLength - frame;
  const frames = Math.ceil(outLength / half) + 1;
  let previous = -1;
  for (let k = 0; k < frames; k += 1) {
    const nominal = Math.min(lastStart, Math.max(0, pad + Math.round(k * hopIn) - half));
    const start = previous < 0 ? nominal : bestStart(previous + half, nominal);
    previous = start;
    const outStart = k * half - half;
    const from = Math.max(0, -outStart);
    const to = Math.min(frame, outLength - outStart);
    for (let c = 0; c < out.length; c += 1) {
      const source = padded[c]!;
      const target = out[c]!;
      for (let n = from; n < to; n += 1) target[outStart + n]! += window[n]! * source[start + n]!;
    }
  }
  return out;

  /**
   * The frame start within ±tolerance of `nominal` whose first half best matches the sound at
   * `natural` (where the previous frame would have gone on): coarse on the decimated mono
   * average, then refined at the full rate.
   */
  function bestStart(natural: number, nominal: number): number {
    const low = Math.max(0, nominal - tolerance);
    const high = Math.min(lastStart, nominal + tolerance);
    const span = half / DECIMATION;
    const target = Math.min(lastStart, natural);
    const targetCoarse = Math.floor(target / DECIMATION);
    let best = nominal;
    let bestScore = correlate(coarse, targetCoarse, Math.floor(nominal / DECIMATION), span);
    for (let at = Math.ceil(low / DECIMATION); at * DECIMATION <= high; at += 1) {
      const score = correlate(coarse, targetCoarse, at, span);
      if (score > bestScore) {
        bestScore = score;
        best = at * DECIMATION;
      }
    }
    const fineLow = Math.max(low, best - DECIMATION);
    const fineHigh = Math.min(high, best + DECIMATION);
    // Ties (silence) keep the coarse pick, which is the nominal place when nothing matches.
    let refined = best;
    let refinedScore = correlate(mono, target, best, half);
    for (let at = fineLow; at <= fineHigh; at += 1) {
      const score = correlate(mono, target, at, half);
      if (score > refinedScore) {
        refinedScore = score;
        refined = at;
      }
    }
    return refined;
  }
}

function correlate(signal: Float32Array, a: number, b: number, length: number): number {
  let sum = 0;
  const end = Math.min(length, signal.length - a, signal.length - b);
  for (let i = 0; i < end; i += 1) sum += signal[a + i]! * signal[b + i]!;
  return sum;
}
