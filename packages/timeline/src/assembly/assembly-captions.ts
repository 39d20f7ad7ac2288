import { CAPTION_TRACK_ID, type TimelineDocument, type Track } from '../document';
import { DEFAULT_CAPTION_STYLE } from '../captions/default-caption-style';
import { groupWords, normalizeWords, type SpokenWord } from '../captions/caption-words';
import { insertSorted, isFree } from '../track-items';
import { MIN_ITEM_DURATION } from '../timeline-numbers';
import { newCaptionItem } from '../captions/caption-items';

export type { SpokenWord };

interface CaptionOptions {
  /** ms: where the speech starts on the timeline */
  offset: number;
  /** the speech item the words belong to (captions follow it when it moves) */
  sourceItemId: string;
  newId: () => string;
}

/**
 * The speech's words as captions on the first caption track (one is added at the top when the
 * document has none), grouped as the caption engine groups words, marked as the assembly's. A
 * caption that would cover one of the creator's own captions is left out: theirs stay (the
 * engine's `addCaptionsFromWords` makes overlapped captions give way, right for a creator's own
 * command, not for a rebuild). `wordStarts` is each word's start on the timeline, in the order
 * the words came.
 */
export function captionItemsFor(
  document: TimelineDocument,
  words: readonly SpokenWord[],
  { offset, sourceItemId, newId }: CaptionOptions,
): { document: TimelineDocument; wordStarts: number[] } {
  const wordStarts = words.map((word) => Math.max(0, Math.round(word.start * 1000) + offset));
  const groups = groupWords(normalizeWords(words, offset));
  if (groups.length === 0) return { document, wordStarts };

  let next = document;
  let track = next.tracks.find((candidate) => candidate.type === 'caption');
  if (!track) {
    track = {
      id: CAPTION_TRACK_ID,
      name: 'Captions',
      type: 'caption',
      items: [],
      captionStyle: DEFAULT_CAPTION_STYLE,
    } satisfies Track;
    next = { ...next, tracks: [track, ...next.tracks] };
  }

  let items = track.items;
  for (const [index, group] of groups.entries()) {
    const start = group[0]!.start;
    const nextStart = groups[index + 1]?.[0]!.start ?? Infinity;
    const last = group[group.length - 1]!;
    const end = Math.min(Math.max(last.end, start + MIN_ITEM_DURATION), nextStart);
    if (end - start < MIN_ITEM_DURATION || !isFree(items, start, end - start)) continue;
    const words = group.map((word) => ({
      text: word.text,
      start: word.start - start,
      end: Math.min(word.end, end) - start,
    }));
    items = insertSorted(items, {
      ...newCaptionItem(newId(), track, start, end - start, words, sourceItemId),
      origin: 'assembly',
    });
  }
  const trackId = track.id;
  next = {
    ...next,
    tracks: next.tracks.map((each) => (each.id === trackId ? { ...each, items } : each)),
  };
  return { document: next, wordStarts };
}
