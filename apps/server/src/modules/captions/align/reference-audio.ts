import type { Span } from './word-edges';

/** Quieter than this (of full scale) is silence in the reference voice's own, clean audio. */
const SILENCE_LEVEL = 200 / 32768;
const BLOCK_SECONDS = 0.005;
/** Breaks between words the reference voice was asked to pause at are at least this long. */
export const MIN_WORD_BREAK_SECONDS = 0.1;

/** Runs of silence in clean synthesized audio, as [start, end) sample indexes, longest first. */
export function silentRuns(samples: Float32Array, sampleRate: number): [number, number][] {
  const block = Math.max(1, Math.round(sampleRate * BLOCK_SECONDS));
  const runs: [number, number][] = [];
  let runStart = -1;
  for (let at = 0; at < samples.length; at += block) {
    let peak = 0;
    const end = Math.min(samples.length, at + block);
    for (let i = at; i < end; i++) peak = Math.max(peak, Math.abs(samples[i]!));
    if (peak < SILENCE_LEVEL) {
      if (runStart < 0) runStart = at;
    } else if (runStart >= 0) {
      runs.push([runStart, at]);
      runStart = -1;
    }
  }
  if (runStart >= 0) runs.push([runStart, samples.length]);
  return runs.sort((a, b) => b[1] - b[0] - (a[1] - a[0]));
}

/**
 * Where each of `count` words is in audio that says them one after another with a pause
 * between each two: the sound between the count − 1 longest inner pauses. Null when the audio
 * does not have that many pauses of MIN_WORD_BREAK_SECONDS (a word the voice said as two, or
 * one it skipped), so the caller can fall back to speaking those words one by one.
 */
export function splitAtPauses(
  samples: Float32Array,
  sampleRate: number,
  count: number,
): Span[] | null {
  if (count <= 0) return [];
  const runs = silentRuns(samples, sampleRate);
  const edges = runs.filter(([s, e]) => s > 0 && e < samples.length);
  const sound = soundBounds(runs, samples.length);
  if (sound === null) return null;
  const breaks = edges.slice(0, count - 1);
  if (breaks.length < count - 1) return null;
  if (breaks.some(([s, e]) => (e - s) / sampleRate < MIN_WORD_BREAK_SECONDS)) return null;
  breaks.sort((a, b) => a[0] - b[0]);
  const spans: Span[] = [];
  let start = sound[0];
  for (const [s, e] of breaks) {
    spans.push({ start: start / sampleRate, end: s / sampleRate });
    start = e;
  }
  spans.push({ start: start / sampleRate, end: sound[1] / sampleRate });
  return spans;
}

/** [first sound sample, end of the last sound) — null for silence throughout. */
function soundBounds(runs: [number, number][], length: number): [number, number] | null {
  let start = 0;
  let end = length;
  for (const [s, e] of runs) {
    if (s === 0) start = e;
    if (e === length) end = s;
  }
  return start < end ? [start, end] : null;
}

/** Audio and the word spans in it. */
export type SpokenWords = { samples: Float32Array; sampleRate: number; spans: Span[] };

/** Gap put between words (and before and after them) in the joined reference. */
export const REFERENCE_GAP_SECONDS = 0.05;

/**
 * The words cut out of their takes and joined with REFERENCE_GAP_SECONDS of silence between
 * them and around them: the reference the source is warped onto, its word spans exact.
 */
export function joinWords(takes: readonly SpokenWords[]): SpokenWords {
  const sampleRate = takes[0]?.sampleRate ?? 16_000;
  const gap = Math.round(REFERENCE_GAP_SECONDS * sampleRate);
  let length = gap;
  for (const take of takes) {
    for (const span of take.spans) {
      length += Math.round((span.end - span.start) * sampleRate) + gap;
    }
  }
  const samples = new Float32Array(length);
  const spans: Span[] = [];
  let at = gap;
  for (const take of takes) {
    if (take.sampleRate !== sampleRate) throw new RangeError('Takes must share a sample rate');
    for (const span of take.spans) {
      const from = Math.round(span.start * sampleRate);
      const size = Math.round((span.end - span.start) * sampleRate);
      samples.set(take.samples.subarray(from, from + size), at);
      spans.push({ start: at / sampleRate, end: (at + size) / sampleRate });
      at += size + gap;
    }
  }
  return { samples, sampleRate, spans };
}
