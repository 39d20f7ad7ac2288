import type { WordTiming } from '@reelwright/contracts';
import { spokenWords } from '@reelwright/script-kit';

/** Numbers per word event in the eSpeak worker's answer (espeak-worker.mjs). */
const EVENT_FIELDS = 4;

/**
 * For each UTF-16 offset of `text`, the 0-based code point it is at in the text eSpeak read
 * (`speechText(text)`: CR LF became LF, every other change keeps one code point per one).
 */
function codePointIndex(text: string): Int32Array {
  const index = new Int32Array(text.length + 1);
  let point = 0;
  for (let unit = 0; unit < text.length; unit += 1) {
    index[unit] = point;
    const code = text.charCodeAt(unit);
    const pairedHigh =
      code >= 0xd800 && code <= 0xdbff && /[\udc00-\udfff]/.test(text[unit + 1] ?? '');
    const crBeforeLf = text[unit] === '\r' && text[unit + 1] === '\n';
    if (pairedHigh) {
      index[unit + 1] = point;
      unit += 1;
    }
    if (!crBeforeLf) point += 1;
  }
  index[text.length] = point;
  return index;
}

/**
 * eSpeak's word events for one chunk as the chunk's words (script-kit's `spokenWords`), in
 * seconds of the chunk's audio. `events` holds [textPosition (1-based code point of the text
 * eSpeak read), textLength, startSample, endSample] per event. A word eSpeak speaks as several
 * (a spelled-out word, "1,000") spans them all; a word it gives no event (a lone dash) is
 * placed, with no length, where the word before it ended. Starts never go back.
 */
export function wordsFromEngineEvents(
  text: string,
  events: Int32Array,
  sampleRate: number,
): WordTiming[] {
  const tokens = spokenWords(text);
  const points = codePointIndex(text);
  const starts = tokens.map((token) => points[token.start]!);
  const found = tokens.map(() => ({ start: Infinity, end: -Infinity }));
  for (let at = 0; at + EVENT_FIELDS <= events.length; at += EVENT_FIELDS) {
    const point = events[at]! - 1;
    // The last word starting at or before the event's character.
    let low = 0;
    let high = tokens.length - 1;
    let hit = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (starts[middle]! <= point) {
        hit = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    if (hit === -1 || point >= points[tokens[hit]!.end]!) continue;
    const word = found[hit]!;
    word.start = Math.min(word.start, events[at + 2]!);
    word.end = Math.max(word.end, events[at + 3]!);
  }
  const words: WordTiming[] = [];
  let lastStart = 0;
  let lastEnd = 0;
  tokens.forEach((token, index) => {
    const timed = found[index]!;
    const start = Number.isFinite(timed.start) ? Math.max(timed.start, lastStart) : lastEnd;
    const end = Number.isFinite(timed.end) ? Math.max(timed.end, start) : start;
    words.push({ text: token.text, start: start / sampleRate, end: end / sampleRate });
    lastStart = start;
    lastEnd = Math.max(lastEnd, end);
  });
  return words;
}
