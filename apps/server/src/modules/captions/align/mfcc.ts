import { fftInPlace, fftPlan } from './fft';

/** The rate every audio is analysed at (speech carries what DTW needs below 8 kHz). */
export const ANALYSIS_RATE = 16_000;

export type FeatureOptions = {
  /** analysis window, seconds */
  window: number;
  /** frame step, seconds: frame i describes the audio around i · hop */
  hop: number;
};

/** The two resolutions the aligner works at (Echogarden's `low` and `high` granularities). */
export const COARSE: FeatureOptions = { window: 0.1, hop: 0.04 };
export const FINE: FeatureOptions = { window: 0.025, hop: 0.01 };

/** MFCC coefficients per frame; c0 (loudness) is left out, so a louder take matches as well. */
export const MFCC_DIMENSIONS = 12;
export const MEL_BANDS = 40;
const LOW_HZ = 133.33;
const HIGH_HZ = 6855.5;
const PRE_EMPHASIS = 0.97;

/** Frames of features, row after row (frame i at [i · dimensions, (i + 1) · dimensions)). */
export type Features = {
  frames: Float32Array;
  count: number;
  dimensions: number;
  hop: number;
  /** each frame's log energy (dB), for finding word edges */
  energy: Float32Array;
};

const melOf = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const hzOfMel = (mel: number) => 700 * (10 ** (mel / 2595) - 1);

/** Triangular mel filters over the bins of an FFT of `size`. */
function melFilterbank(size: number, rate: number): { first: number; weights: Float64Array }[] {
  const low = melOf(LOW_HZ);
  const high = melOf(HIGH_HZ);
  const edges = Array.from({ length: MEL_BANDS + 2 }, (_, i) =>
    hzOfMel(low + ((high - low) * i) / (MEL_BANDS + 1)),
  );
  const binHz = rate / size;
  return Array.from({ length: MEL_BANDS }, (_, band) => {
    const [left, centre, right] = [edges[band]!, edges[band + 1]!, edges[band + 2]!];
    const first = Math.ceil(left / binHz);
    const last = Math.min(size / 2, Math.floor(right / binHz));
    const weights = new Float64Array(Math.max(0, last - first + 1));
    for (let bin = first; bin <= last; bin++) {
      const hz = bin * binHz;
      weights[bin - first] =
        hz <= centre ? (hz - left) / (centre - left) : (right - hz) / (right - centre);
    }
    return { first, weights };
  });
}

/** DCT-II rows 1..MFCC_DIMENSIONS (orthonormal scale). */
function dctMatrix(): Float64Array[] {
  return Array.from({ length: MFCC_DIMENSIONS }, (_, row) => {
    const k = row + 1;
    const scale = Math.sqrt(2 / MEL_BANDS);
    return Float64Array.from(
      { length: MEL_BANDS },
      (_, j) => scale * Math.cos((Math.PI * k * (j + 0.5)) / MEL_BANDS),
    );
  });
}

/** Log mel energies (dB) of frames, row after row: frame i at [i · MEL_BANDS, (i + 1) · MEL_BANDS). */
export type MelSpectrogram = {
  logMel: Float32Array;
  count: number;
  hop: number;
  /** each frame's log energy (dB), for finding word edges */
  energy: Float32Array;
};

/**
 * The log mel spectrogram of mono audio at ANALYSIS_RATE: pre-emphasis, a Hann window centred on
 * i · hop, MEL_BANDS mel bands, 10 · log10.
 */
export function melSpectrogram(samples: Float32Array, options: FeatureOptions): MelSpectrogram {
  const rate = ANALYSIS_RATE;
  const windowLength = Math.round(options.window * rate);
  const hopLength = Math.round(options.hop * rate);
  let size = 1;
  while (size < windowLength) size <<= 1;
  const hann = Float64Array.from(
    { length: windowLength },
    (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / windowLength),
  );
  const plan = fftPlan(size);
  const filters = melFilterbank(size, rate);
  const count = Math.max(1, Math.ceil(samples.length / hopLength));
  const logMel = new Float32Array(count * MEL_BANDS);
  const energy = new Float32Array(count);
  const real = new Float64Array(size);
  const imag = new Float64Array(size);
  const power = new Float64Array(size / 2 + 1);
  const half = windowLength >> 1;

  for (let frame = 0; frame < count; frame++) {
    real.fill(0);
    imag.fill(0);
    const start = frame * hopLength - half;
    let sum = 0;
    for (let i = 0; i < windowLength; i++) {
      const at = start + i;
      if (at < 0 || at >= samples.length) continue;
      const previous = at > 0 ? samples[at - 1]! : 0;
      const value = samples[at]!;
      sum += value * value;
      real[i] = (value - PRE_EMPHASIS * previous) * hann[i]!;
    }
    energy[frame] = 10 * Math.log10(sum / windowLength + 1e-10);
    fftInPlace(plan, real, imag);
    for (let bin = 0; bin <= size / 2; bin++) power[bin] = real[bin]! ** 2 + imag[bin]! ** 2;
    for (let band = 0; band < MEL_BANDS; band++) {
      const { first, weights } = filters[band]!;
      let total = 0;
      for (let w = 0; w < weights.length; w++) total += weights[w]! * power[first + w]!;
      logMel[frame * MEL_BANDS + band] = 10 * Math.log10(total + 1e-10);
    }
  }
  return { logMel, count, hop: options.hop, energy };
}

/**
 * MFCC frames (DCT of the log mel energies, c0 left out) of a spectrogram. No cepstral mean is
 * taken away here: the aligner evens out voice and microphone colour, and the noise floor, on the
 * spectrograms of both audios together first (spectral-match.ts).
 */
export function cepstra({ logMel, count, hop, energy }: MelSpectrogram): Features {
  const dct = dctMatrix();
  const dims = MFCC_DIMENSIONS;
  const frames = new Float32Array(count * dims);
  for (let frame = 0; frame < count; frame++) {
    const base = frame * MEL_BANDS;
    for (let d = 0; d < dims; d++) {
      const row = dct[d]!;
      let total = 0;
      for (let band = 0; band < MEL_BANDS; band++) total += row[band]! * logMel[base + band]!;
      frames[frame * dims + d] = total;
    }
  }
  return { frames, count, dimensions: dims, hop, energy };
}

/** MFCC frames of one audio on its own. */
export function computeFeatures(samples: Float32Array, options: FeatureOptions): Features {
  return cepstra(melSpectrogram(samples, options));
}

/**
 * Coarser frames from fine ones: frame k is the mean of the fine frames within `window` seconds
 * around k · hop (hop a whole multiple of the fine hop). Cheaper than a second analysis with long
 * windows and close to it, since both average the same spectra.
 */
export function coarsen(fine: Features, options: FeatureOptions): Features {
  const factor = Math.round(options.hop / fine.hop);
  const reach = Math.max(1, Math.round(options.window / fine.hop / 2));
  const dims = fine.dimensions;
  const count = Math.max(1, Math.ceil(fine.count / factor));
  const frames = new Float32Array(count * dims);
  const energy = new Float32Array(count);
  const sum = new Float64Array(dims);
  for (let k = 0; k < count; k++) {
    const from = Math.max(0, k * factor - reach);
    const to = Math.min(fine.count, k * factor + reach);
    sum.fill(0);
    let loudness = 0;
    for (let f = from; f < to; f++) {
      for (let d = 0; d < dims; d++) sum[d] = sum[d]! + fine.frames[f * dims + d]!;
      loudness += fine.energy[f]!;
    }
    const size = Math.max(1, to - from);
    for (let d = 0; d < dims; d++) frames[k * dims + d] = sum[d]! / size;
    energy[k] = loudness / size;
  }
  return { frames, count, dimensions: dims, hop: options.hop, energy };
}
