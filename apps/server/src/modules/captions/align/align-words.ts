import { resample } from '../../audio/codec';
import { pcmFromInt16 } from '../../audio/codec';
import type { Pcm } from '../../audio/providers/tts-provider';
import { ANALYSIS_RATE } from './mfcc';
import { joinWords, splitAtPauses, type SpokenWords } from './reference-audio';
import { warpReferenceOntoSource } from './warp-audio';
import { mapSpans, refineEdges, type Span } from './word-edges';

/** The reference voice saying `count` words, one after another with a pause after each. */
export type ReferenceTake = { samples: Int16Array; sampleRate: number; count: number };

/**
 * Where each word of the takes is said in `source`: the takes are cut at their pauses into
 * words, joined into one reference, warped onto the source, and each word's edges refined.
 * A take whose pauses cannot be told apart shares its sound among its words in proportion to
 * their length in letters (`letters`, one entry per word of all takes). The whole CPU part of
 * an alignment; it runs on the worker-thread pool (align.worker.ts).
 */
export function alignWords(
  source: Pcm,
  takes: readonly ReferenceTake[],
  letters: number[],
): Span[] {
  let word = 0;
  const spoken: SpokenWords[] = takes.map((take) => {
    const pcm = resample(pcmFromInt16(take.samples, take.sampleRate), ANALYSIS_RATE);
    const own = letters.slice(word, word + take.count);
    word += take.count;
    const spans =
      splitAtPauses(pcm.samples, ANALYSIS_RATE, take.count) ??
      shareByLetters(pcm.samples.length / ANALYSIS_RATE, own);
    return { ...pcm, spans };
  });
  const reference = joinWords(spoken);
  const audio = resample(source, ANALYSIS_RATE).samples;
  if (audio.length === 0 || reference.spans.length === 0) {
    return reference.spans.map(() => ({ start: 0, end: 0 }));
  }
  const map = warpReferenceOntoSource(reference.samples, audio);
  return refineEdges(mapSpans(reference.spans, map), map.sourceEnergy, map.hop);
}

/** `duration` seconds shared among words in proportion to their letters. */
export function shareByLetters(duration: number, letters: readonly number[]): Span[] {
  const total = letters.reduce((sum, count) => sum + Math.max(1, count), 0);
  let at = 0;
  return letters.map((count) => {
    const length = (duration * Math.max(1, count)) / total;
    const span = { start: at, end: at + length };
    at += length;
    return span;
  });
}
