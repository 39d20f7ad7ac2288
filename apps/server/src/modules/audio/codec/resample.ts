import type { Pcm } from '../providers/tts-provider';

/*
 * Sample-rate conversion by a polyphase windowed-sinc filter (Kaiser window).
 *
 * For a rate change of L/M in lowest terms (22 050 → 44 100 is 2/1, 24 000 → 44 100 is
 * 147/160) output sample j sits at input position j·M/L: its integer part picks the input
 * samples, its fractional part one of L precomputed filter phases. The low-pass cutoff is a
 * little below the lower of the two Nyquist frequencies, so upsampling leaves no images and
 * downsampling no aliases. Each phase is normalized to a gain of exactly 1, so a constant
 * stays constant (no ripple that could be heard as a buzz under speech).
 *
 * Cost: 2 · ceil(ZERO_CROSSINGS / cutoff) multiply-adds per output sample: 16 when upsampling
 * (22 050 or 24 000 → 44 100), which run through an unrolled kernel (400 s of audio in about
 * 0.2 s on one core of this machine); longer filters (large downsampling) through a plain loop.
 */

/** Zero crossings of the sinc kept on each side of the centre. */
const ZERO_CROSSINGS = 7;
/** The cutoff as a fraction of the lower Nyquist frequency (the transition band sits below). */
const ROLLOFF = 0.9;
const KAISER_BETA = 6.5;
/** Rate pairs with more phases than this (unusual ones) use the nearest of this many. */
const MAX_PHASES = 1024;
/** Filters this short (all upsampling ones) run through the unrolled kernel, zero-padded. */
const FAST_TAPS = 16;
/** The fewest zero crossings a filter is cut to so that it fits the fast kernel. */
const MIN_FAST_ZERO_CROSSINGS = 6;
/** Outputs per block of the fast path, so its input stays in cache (rounded to a multiple of L). */
const BLOCK = 4096;

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** The zeroth-order modified Bessel function of the first kind (series; enough for β ≤ 20). */
function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  const quarter = (x * x) / 4;
  for (let k = 1; k < 50; k += 1) {
    term *= quarter / (k * k);
    sum += term;
    if (term < sum * 1e-12) break;
  }
  return sum;
}

type Filter = { taps: number; phases: number; coefficients: Float32Array };
const filters = new Map<string, Filter>();

/** The filter bank for `phases` fractional positions, cached per cutoff and phase count. */
function filterFor(cutoff: number, phases: number): Filter {
  const key = `${cutoff}/${phases}`;
  const cached = filters.get(key);
  if (cached) return cached;
  // Mild downsampling (48 000 → 44 100) gives up a fraction of a zero crossing to stay within
  // the fast kernel's 16 taps; stronger downsampling keeps them all, in a longer filter.
  const fits = (FAST_TAPS / 2) * cutoff;
  const zeroCrossings =
    fits >= MIN_FAST_ZERO_CROSSINGS ? Math.min(ZERO_CROSSINGS, fits) : ZERO_CROSSINGS;
  const halfWidth = zeroCrossings / cutoff;
  const taps = Math.max(FAST_TAPS, 2 * Math.ceil(halfWidth - 1e-9));
  const half = taps / 2;
  const coefficients = new Float32Array(phases * taps);
  const i0Beta = besselI0(KAISER_BETA);
  const row = new Float64Array(taps);
  for (let phase = 0; phase < phases; phase += 1) {
    const fraction = phase / phases;
    let sum = 0;
    row.fill(0);
    for (let k = 0; k < taps; k += 1) {
      // Tap k reads input sample floor(position) - half + 1 + k.
      const t = k - half + 1 - fraction;
      const x = t / halfWidth;
      if (Math.abs(x) >= 1) continue;
      const argument = Math.PI * cutoff * t;
      const sinc = argument === 0 ? 1 : Math.sin(argument) / argument;
      const value = cutoff * sinc * (besselI0(KAISER_BETA * Math.sqrt(1 - x * x)) / i0Beta);
      row[k] = value;
      sum += value;
    }
    for (let k = 0; k < taps; k += 1) coefficients[phase * taps + k] = row[k]! / sum;
  }
  const filter = { taps, phases, coefficients };
  filters.set(key, filter);
  return filter;
}

/** One output sample where the filter reaches past an end of the input (silence there). */
function edgeSample(
  input: Float32Array,
  first: number,
  coefficients: Float32Array,
  offset: number,
  taps: number,
): number {
  let sum = 0;
  const from = Math.max(0, -first);
  const to = Math.min(taps, input.length - first);
  for (let k = from; k < to; k += 1) sum += input[first + k]! * coefficients[offset + k]!;
  return sum;
}

/**
 * `count` outputs of one phase, `outStride` apart, reading 16 inputs from `first` on and
 * moving `inStride` each time. The coefficients live in locals and the sum is a tree, which
 * V8 runs ~3× faster than a loop over the taps (this machine: ~10 ns per output).
 */
function kernel16(
  input: Float32Array,
  output: Float32Array,
  c: Float32Array,
  offset: number,
  first: number,
  inStride: number,
  out: number,
  outStride: number,
  count: number,
): void {
  const c0 = c[offset]!;
  const c1 = c[offset + 1]!;
  const c2 = c[offset + 2]!;
  const c3 = c[offset + 3]!;
  const c4 = c[offset + 4]!;
  const c5 = c[offset + 5]!;
  const c6 = c[offset + 6]!;
  const c7 = c[offset + 7]!;
  const c8 = c[offset + 8]!;
  const c9 = c[offset + 9]!;
  const c10 = c[offset + 10]!;
  const c11 = c[offset + 11]!;
  const c12 = c[offset + 12]!;
  const c13 = c[offset + 13]!;
  const c14 = c[offset + 14]!;
  const c15 = c[offset + 15]!;
  let i = first;
  let o = out;
  for (let m = 0; m < count; m += 1) {
    output[o] =
      input[i]! * c0 +
      input[i + 1]! * c1 +
      (input[i + 2]! * c2 + input[i + 3]! * c3) +
      (input[i + 4]! * c4 + input[i + 5]! * c5 + (input[i + 6]! * c6 + input[i + 7]! * c7)) +
      (input[i + 8]! * c8 +
        input[i + 9]! * c9 +
        (input[i + 10]! * c10 + input[i + 11]! * c11) +
        (input[i + 12]! * c12 +
          input[i + 13]! * c13 +
          (input[i + 14]! * c14 + input[i + 15]! * c15)));
    i += inStride;
    o += outStride;
  }
}

/**
 * The same audio at `targetRate`. The result has round(length · target / source) samples and
 * the same timing (sample j of the result is at input time j / targetRate). Returns the input
 * itself when the rate already matches.
 */
export function resample(pcm: Pcm, targetRate: number): Pcm {
  const sourceRate = pcm.sampleRate;
  if (!Number.isInteger(sourceRate) || sourceRate <= 0) {
    throw new RangeError(`Invalid source sample rate: ${sourceRate}`);
  }
  if (!Number.isInteger(targetRate) || targetRate <= 0) {
    throw new RangeError(`Invalid target sample rate: ${targetRate}`);
  }
  if (sourceRate === targetRate) return pcm;

  const input = pcm.samples;
  const n = input.length;
  const outLength = Math.round((n * targetRate) / sourceRate);
  const output = new Float32Array(outLength);
  if (n === 0) return { samples: output, sampleRate: targetRate };

  const divisor = gcd(sourceRate, targetRate);
  const up = targetRate / divisor; // L
  const down = sourceRate / divisor; // M
  const cutoff = ROLLOFF * Math.min(1, targetRate / sourceRate);
  const phases = Math.min(up, MAX_PHASES);
  const filter = filterFor(cutoff, phases);
  if (phases === up && filter.taps === FAST_TAPS) {
    resampleBlocked(input, output, filter, up, down);
  } else {
    resampleDirect(input, output, filter, up, down);
  }
  return { samples: output, sampleRate: targetRate };
}

/**
 * The fast path: output j uses phase (j·M mod L), so outputs L apart share a phase and their
 * inputs are M apart. Block by block, each phase's outputs go through the unrolled kernel.
 */
function resampleBlocked(
  input: Float32Array,
  output: Float32Array,
  { taps, coefficients }: Filter,
  up: number,
  down: number,
): void {
  const n = input.length;
  const half = taps / 2;
  const block = Math.max(1, Math.floor(BLOCK / up)) * up;
  for (let start = 0; start < output.length; start += block) {
    const end = Math.min(output.length, start + block);
    for (let j = start; j < Math.min(end, start + up); j += 1) {
      const count = Math.ceil((end - j) / up);
      const position = j * down;
      const offset = (position % up) * taps;
      const first = Math.floor(position / up) - half + 1;
      // Outputs [low, high) of this run read only inside the input.
      const low = Math.min(count, first >= 0 ? 0 : Math.ceil(-first / down));
      const high = Math.max(low, Math.min(count, Math.floor((n - taps - first) / down) + 1));
      for (let m = 0; m < low; m += 1) {
        output[j + m * up] = edgeSample(input, first + m * down, coefficients, offset, taps);
      }
      if (high > low) {
        kernel16(
          input,
          output,
          coefficients,
          offset,
          first + low * down,
          down,
          j + low * up,
          up,
          high - low,
        );
      }
      for (let m = high; m < count; m += 1) {
        output[j + m * up] = edgeSample(input, first + m * down, coefficients, offset, taps);
      }
    }
  }
}

/** Any rate pair and filter length: output by output, the position stepped exactly. */
function resampleDirect(
  input: Float32Array,
  output: Float32Array,
  { taps, phases, coefficients }: Filter,
  up: number,
  down: number,
): void {
  const n = input.length;
  const half = taps / 2;
  const exact = phases === up;
  // Position j·M/L kept as an integer part and a remainder over L.
  const stepWhole = Math.floor(down / up);
  const stepRemainder = down % up;
  let whole = 0;
  let remainder = 0;
  for (let j = 0; j < output.length; j += 1) {
    const phase = exact ? remainder : Math.floor((remainder * phases) / up);
    const offset = phase * taps;
    const first = whole - half + 1;
    if (first >= 0 && first + taps <= n) {
      // Two accumulators (taps is even): shorter dependency chains.
      let even = 0;
      let odd = 0;
      for (let k = 0; k < taps; k += 2) {
        even += input[first + k]! * coefficients[offset + k]!;
        odd += input[first + k + 1]! * coefficients[offset + k + 1]!;
      }
      output[j] = even + odd;
    } else {
      output[j] = edgeSample(input, first, coefficients, offset, taps);
    }
    whole += stepWhole;
    remainder += stepRemainder;
    if (remainder >= up) {
      remainder -= up;
      whole += 1;
    }
  }
}
