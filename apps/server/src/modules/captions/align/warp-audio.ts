import { bandAround, diagonalBand, warp, type FrameMapping } from './dtw';
import { cepstra, coarsen, COARSE, FINE, melSpectrogram } from './mfcc';
import { matchSpectrograms } from './spectral-match';

/** How reference time maps onto source time, frame by frame at the fine resolution. */
export type TimeMap = FrameMapping & {
  /** seconds per frame */
  hop: number;
  /** the source's log energy per frame (dB), for refining word edges */
  sourceEnergy: Float32Array;
};

/** Pass 1's band: this share of the source, and never less than this many seconds. */
const COARSE_BAND_SHARE = 0.25;
const COARSE_BAND_MIN_SECONDS = 20;
/** Pass 2 only looks this far (seconds, whole band) around pass 1's path. */
const FINE_BAND_SECONDS = 3;

/**
 * Warps the reference onto the source in two passes, as Echogarden's multi-pass DTW does: coarse
 * frames (40 ms) in a wide diagonal band find the overall course, then fine frames (10 ms) in a
 * narrow band around it place each frame. Before that, the recording's spectrum is coloured like
 * the reference's and both get the recording's noise floor (spectral-match.ts), so its pauses
 * match the reference's digital silence. Both audios are mono at ANALYSIS_RATE. Cost grows with
 * length × band, so a 5-minute read warps in a fraction of a second.
 */
export function warpReferenceOntoSource(reference: Float32Array, source: Float32Array): TimeMap {
  const referenceMel = melSpectrogram(reference, FINE);
  const sourceMel = melSpectrogram(source, FINE);
  matchSpectrograms(referenceMel, sourceMel);
  const fineReference = cepstra(referenceMel);
  const fineSource = cepstra(sourceMel);
  const coarseReference = coarsen(fineReference, COARSE);
  const coarseSource = coarsen(fineSource, COARSE);
  const coarseWidth = Math.max(
    Math.round(coarseSource.count * COARSE_BAND_SHARE),
    Math.round(COARSE_BAND_MIN_SECONDS / COARSE.hop),
  );
  const coarse = warp(
    coarseReference,
    coarseSource,
    diagonalBand(coarseReference.count, coarseSource.count, coarseWidth),
  );

  const ratio = COARSE.hop / FINE.hop;
  const centre = Float64Array.from({ length: fineReference.count }, (_, i) => {
    const k = Math.min(coarse.first.length - 1, Math.floor(i / ratio));
    return ((coarse.first[k]! + coarse.last[k]!) / 2) * ratio + (i % ratio);
  });
  const fine = warp(
    fineReference,
    fineSource,
    bandAround(centre, Math.round(FINE_BAND_SECONDS / FINE.hop), fineSource.count),
  );
  return { ...fine, hop: FINE.hop, sourceEnergy: fineSource.energy };
}
