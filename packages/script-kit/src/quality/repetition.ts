import type { ScriptTokens } from './tokenize-script';

export interface Repetition {
  /** Share of the n-grams that repeat one seen earlier in the script, 0–1. */
  readonly ratio: number;
  /** The phrase repeated most often (the first to reach that count), or `null` if none. */
  readonly phrase: string | null;
}

/*
 * N-grams are counted in an open-addressing hash table of word ids (linear probing), kept in
 * typed arrays that are reused from call to call: no strings, no per-n-gram objects, so a
 * 3 000-word script is counted in a few dozen microseconds without feeding the garbage collector.
 */
let keys = new Int32Array(0);
let counts = new Int32Array(0);

function tableFor(ngrams: number, size: number): number {
  let capacity = 16;
  while (capacity < ngrams * 2) capacity *= 2;
  if (keys.length < capacity * size) keys = new Int32Array(capacity * size);
  if (counts.length < capacity) counts = new Int32Array(capacity);
  counts.fill(0, 0, capacity);
  return capacity;
}

/**
 * Counts repeated phrases: word trigrams, or for Chinese runs of five characters (about three
 * words). N-grams stay inside a sentence.
 */
export function measureRepetition(script: ScriptTokens, chinese: boolean): Repetition {
  const { ids, tokens, sentences } = script;
  const size = chinese ? 5 : 3;
  let ngrams = 0;
  for (const sentence of sentences) ngrams += Math.max(0, sentence.tokenCount - size + 1);
  if (ngrams === 0) return { ratio: 0, phrase: null };

  const capacity = tableFor(ngrams, size);
  const mask = capacity - 1;
  let repeats = 0;
  let phraseStart = -1;
  let phraseCount = 1;
  for (const sentence of sentences) {
    const last = sentence.firstToken + sentence.tokenCount - size;
    for (let i = sentence.firstToken; i <= last; i += 1) {
      let hash = 0;
      for (let k = 0; k < size; k += 1) hash = Math.imul(hash ^ ids[i + k]!, 0x9e3779b1);
      let slot = (hash ^ (hash >>> 15)) & mask;
      for (;;) {
        if (counts[slot] === 0) {
          for (let k = 0; k < size; k += 1) keys[slot * size + k] = ids[i + k]!;
          break;
        }
        let same = true;
        for (let k = 0; k < size && same; k += 1) same = keys[slot * size + k] === ids[i + k];
        if (same) break;
        slot = (slot + 1) & mask;
      }
      const count = counts[slot]! + 1;
      counts[slot] = count;
      if (count > 1) repeats += 1;
      if (count > phraseCount) {
        phraseStart = i;
        phraseCount = count;
      }
    }
  }
  const phrase =
    phraseStart === -1
      ? null
      : tokens.slice(phraseStart, phraseStart + size).join(chinese ? '' : ' ');
  return { ratio: repeats / ngrams, phrase };
}
