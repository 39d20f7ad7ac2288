import { MEL_BANDS, type MelSpectrogram } from './mfcc';

/*
 * The reference is synthesized: its pauses are digital zero. A recording's pauses hold room noise,
 * a codec's hiss or a microphone's hum, so in log mel terms the two silences are ~100 dB apart
 * and shaped differently, and DTW would rather pair a recording's pause with the soft start of
 * the next word ("Pour", "Then") than with the reference's silence. Here both spectrograms get
 * one noise floor, the recording's own, so a silence looks the same in both.
 */

/** Frames this far (dB) below the loudest speech are left out of the speech spectrum. */
const SPEECH_RANGE_DB = 25;
/** A band's noise is its level in the quietest 5% of frames (pauses, or the softest sounds). */
const NOISE_QUANTILE = 0.05;
/** The floor is never deeper than this (dB) below the audio's loud frames. */
const FLOOR_RANGE_DB = 70;
/** What "loud" is: this quantile of the frames' loudest band. */
const LOUD_QUANTILE = 0.99;

/** The value at quantile `q` of `values` (sorted in place). */
function quantile(values: Float32Array, q: number): number {
  values.sort();
  return values[Math.min(values.length - 1, Math.floor((values.length - 1) * q))]!;
}

/** Each frame's mean over bands (dB). */
function loudness(mel: MelSpectrogram): Float32Array {
  const out = new Float32Array(mel.count);
  for (let frame = 0; frame < mel.count; frame++) {
    let total = 0;
    for (let band = 0; band < MEL_BANDS; band++) total += mel.logMel[frame * MEL_BANDS + band]!;
    out[frame] = total / MEL_BANDS;
  }
  return out;
}

/** Per band, the mean level (dB) of the frames with speech in them: the voice's colour. */
export function speechSpectrum(mel: MelSpectrogram): Float64Array {
  const level = loudness(mel);
  const threshold = quantile(Float32Array.from(level), 0.95) - SPEECH_RANGE_DB;
  const mean = new Float64Array(MEL_BANDS);
  let frames = 0;
  for (let frame = 0; frame < mel.count; frame++) {
    if (level[frame]! < threshold) continue;
    frames++;
    for (let band = 0; band < MEL_BANDS; band++) {
      mean[band] = mean[band]! + mel.logMel[frame * MEL_BANDS + band]!;
    }
  }
  for (let band = 0; band < MEL_BANDS; band++) mean[band] = mean[band]! / Math.max(1, frames);
  return mean;
}

/**
 * Shifts each band of `source` so that its speech has the reference's long-term spectrum: another
 * voice and another microphone are evened out (as cepstral mean normalisation does, but measured
 * on speech only, so a recording with long pauses is not judged by its noise).
 */
export function matchSpeechSpectrum(reference: MelSpectrogram, source: MelSpectrogram): void {
  const want = speechSpectrum(reference);
  const have = speechSpectrum(source);
  for (let frame = 0; frame < source.count; frame++) {
    for (let band = 0; band < MEL_BANDS; band++) {
      const at = frame * MEL_BANDS + band;
      source.logMel[at] = source.logMel[at]! + want[band]! - have[band]!;
    }
  }
}

/** How loud (dB) a spectrogram's loud frames are: LOUD_QUANTILE of the frames' loudest band. */
function loudLevel(mel: MelSpectrogram): number {
  const peaks = new Float32Array(mel.count);
  for (let frame = 0; frame < mel.count; frame++) {
    let peak = -Infinity;
    for (let band = 0; band < MEL_BANDS; band++) {
      peak = Math.max(peak, mel.logMel[frame * MEL_BANDS + band]!);
    }
    peaks[frame] = peak;
  }
  return quantile(peaks, LOUD_QUANTILE);
}

/** Per band, the noise's level (dB): NOISE_QUANTILE of the band over all frames. */
function noiseSpectrum(mel: MelSpectrogram): Float32Array {
  const column = new Float32Array(mel.count);
  return Float32Array.from({ length: MEL_BANDS }, (_, band) => {
    for (let frame = 0; frame < mel.count; frame++) {
      column[frame] = mel.logMel[frame * MEL_BANDS + band]!;
    }
    return quantile(column, NOISE_QUANTILE);
  });
}

/**
 * Adds one noise floor to both spectrograms: per band, the louder of the two audios' noise
 * (relative to each one's loud level), and no deeper than FLOOR_RANGE_DB below it. The floor is
 * added as power (what mixing in that noise would give), so digital silence becomes exactly the
 * floor and a recording's noisy pause stays close to it.
 */
export function shareNoiseFloor(a: MelSpectrogram, b: MelSpectrogram): void {
  const levels = [loudLevel(a), loudLevel(b)] as const;
  const noises = [noiseSpectrum(a), noiseSpectrum(b)] as const;
  const floor = Float64Array.from({ length: MEL_BANDS }, (_, band) =>
    Math.max(-FLOOR_RANGE_DB, noises[0][band]! - levels[0], noises[1][band]! - levels[1]),
  );
  [a, b].forEach((mel, k) => {
    const added = floor.map((relative) => 10 ** ((relative + levels[k]!) / 10));
    for (let frame = 0; frame < mel.count; frame++) {
      for (let band = 0; band < MEL_BANDS; band++) {
        const at = frame * MEL_BANDS + band;
        mel.logMel[at] = 10 * Math.log10(10 ** (mel.logMel[at]! / 10) + added[band]!);
      }
    }
  });
}

/** Both: the source coloured like the reference, then one noise floor for the two. */
export function matchSpectrograms(reference: MelSpectrogram, source: MelSpectrogram): void {
  matchSpeechSpectrum(reference, source);
  shareNoiseFloor(reference, source);
}
