import type { TimelineDocument, TimelineItem } from '../document';
import { absoluteWords } from '../captions/caption-items';

// Who speaks, and when: the voice-over's words decide where the rest of the sound is ducked.

/** A stretch of the timeline, ms: [start, end]. */
export interface Span {
  start: number;
  end: number;
}

/** Pauses between words shorter than this do not let the music back up. */
export const SPEECH_MERGE_GAP_MS = 300;

/** Videos and audio items make sound; stills, titles and captions do not. */
export const makesSound = (item: Pick<TimelineItem, 'type'>): boolean =>
  item.type === 'audios' || item.type === 'videos';

interface Speech {
  /** the ids of the sound items that are speech (never ducked) */
  speakers: ReadonlySet<string>;
  /** when any of them speaks, sorted, merged across pauses under SPEECH_MERGE_GAP_MS */
  spans: readonly Span[];
}

// Documents are immutable: what one says about speech is worked out once, however many items
// and frames ask.
const cache = new WeakMap<TimelineDocument, Speech>();

function speechOf(document: TimelineDocument): Speech {
  let speech = cache.get(document);
  if (!speech) {
    speech = findSpeech(document);
    cache.set(document, speech);
  }
  return speech;
}

/**
 * Speech is every sound item marked `audioRole: 'voice'`, and every sound item (not marked
 * music) whose words a caption carries (`caption.sourceItemId`: a voice-over or a take with word
 * timings). Its spans are those words where the item plays; an item without words speaks for its
 * whole length.
 */
function findSpeech(document: TimelineDocument): Speech {
  const wordsBySource = new Map<string, Span[]>();
  for (const track of document.tracks) {
    if (track.type !== 'caption') continue;
    for (const caption of track.items) {
      const source = caption.caption?.sourceItemId;
      if (source === undefined) continue;
      const words = wordsBySource.get(source) ?? [];
      for (const word of absoluteWords(caption)) words.push({ start: word.start, end: word.end });
      wordsBySource.set(source, words);
    }
  }

  const speakers = new Set<string>();
  const spans: Span[] = [];
  for (const track of document.tracks) {
    for (const item of track.items) {
      if (!makesSound(item) || item.audioRole === 'music') continue;
      const words = wordsBySource.get(item.id);
      if (item.audioRole !== 'voice' && words === undefined) continue;
      speakers.add(item.id);
      const start = item.startTime;
      const end = item.startTime + item.duration;
      const heard = (words ?? [])
        .filter((word) => word.end >= start && word.start <= end)
        .map((word) => ({ start: Math.max(start, word.start), end: Math.min(end, word.end) }));
      if (heard.length > 0) spans.push(...heard);
      else if (words === undefined || words.length === 0) spans.push({ start, end });
    }
  }
  return { speakers, spans: mergeSpans(spans, SPEECH_MERGE_GAP_MS) };
}

/** Spans sorted and joined where they overlap or the gap between them is under `gap` ms. */
export function mergeSpans(spans: readonly Span[], gap: number): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span.start - last.end < gap) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** When someone speaks on the timeline (ms, sorted, pauses under 300 ms bridged). */
export const speechSpans = (document: TimelineDocument): readonly Span[] =>
  speechOf(document).spans;

/** Whether an item is speech, which ducks the rest and is never ducked itself. */
export const isSpeech = (document: TimelineDocument, item: Pick<TimelineItem, 'id'>): boolean =>
  speechOf(document).speakers.has(item.id);
