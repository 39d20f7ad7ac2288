import {
  CAPTION_TRACK_ID,
  findItem,
  findTrack,
  itemEnd,
  withTrackItems,
  type TimelineDocument,
  type TimelineItem,
  type Track,
} from '../document';
import { edited, unchanged, type EditContext, type EditResult } from '../commands/edit-result';
import { locateItem } from '../commands/locate-item';
import { MIN_ITEM_DURATION } from '../timeline-numbers';
import { insertSorted } from '../track-items';
import { newCaptionItem } from './caption-items';
import type { CaptionWord } from './caption-types';
import {
  CAPTION_LIMITS,
  DEFAULT_GROUPING,
  groupWords,
  normalizeWords,
  respreadWords,
  spreadWords,
  tokenize,
  type GroupingOptions,
  type SpokenWord,
  type TimedWord,
} from './caption-words';
import { DEFAULT_CAPTION_STYLE } from './default-caption-style';

/** A timed piece of text: a subtitle file's cue, in timeline ms. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** The caption track to put captions on: `trackId`'s, else the first; made at the top when there is none. */
function captionTrack(
  document: TimelineDocument,
  trackId: string | undefined,
): { document: TimelineDocument; track: Track } | undefined {
  if (trackId) {
    const track = findTrack(document, trackId);
    return track?.type === 'caption' ? { document, track } : undefined;
  }
  const existing = document.tracks.find((track) => track.type === 'caption');
  if (existing) return { document, track: existing };
  let id = CAPTION_TRACK_ID;
  for (let n = 2; findTrack(document, id); n += 1) id = `${CAPTION_TRACK_ID}-${n}`;
  const track: Track = {
    id,
    name: 'Captions',
    type: 'caption',
    items: [],
    captionStyle: DEFAULT_CAPTION_STYLE,
  };
  return { document: { ...document, tracks: [track, ...document.tracks] }, track };
}

/**
 * Spans for groups of ordered, non-overlapping words: each caption runs from its first word's
 * start to its last word's end, at least 100 ms when the next caption leaves room, else it is
 * joined to the next one.
 */
function spansFor(
  groups: readonly TimedWord[][],
): Array<{ start: number; end: number; words: TimedWord[] }> {
  const spans: Array<{ start: number; end: number; words: TimedWord[] }> = [];
  let pending: TimedWord[] = [];
  for (let g = 0; g < groups.length; g += 1) {
    const words = [...pending, ...groups[g]!];
    const start = words[0]!.start;
    const nextStart = groups[g + 1]?.[0]?.start ?? Number.POSITIVE_INFINITY;
    const end = Math.min(
      nextStart,
      Math.max(words[words.length - 1]!.end, start + MIN_ITEM_DURATION),
    );
    if (end - start < MIN_ITEM_DURATION && g + 1 < groups.length) {
      pending = words;
      continue;
    }
    pending = [];
    // Too many words for one caption (a long cue): page it.
    for (let from = 0; from < words.length; from += CAPTION_LIMITS.words) {
      const page = words.slice(from, from + CAPTION_LIMITS.words);
      const pageStart = from === 0 ? start : page[0]!.start;
      const pageEnd =
        from + CAPTION_LIMITS.words >= words.length
          ? end
          : words[from + CAPTION_LIMITS.words]!.start;
      spans.push({ start: pageStart, end: Math.max(pageEnd, pageStart + 1), words: page });
    }
  }
  return spans;
}

/**
 * Puts new captions on the track: existing captions they overlap (and, with `replacing`, those
 * of the same voice-over) give way. One undo step.
 */
function putCaptions(
  document: TimelineDocument,
  label: string,
  groups: readonly TimedWord[][],
  options: { trackId?: string | undefined; sourceItemId?: string | undefined },
  context: Pick<EditContext, 'newId'>,
): EditResult & { items: TimelineItem[] } {
  const target = captionTrack(document, options.trackId);
  const spans = spansFor(groups.filter((group) => group.length > 0));
  if (!target || spans.length === 0) return { ...unchanged(document), items: [] };
  const { track } = target;
  const made = spans.map((span) =>
    newCaptionItem(
      context.newId(),
      track,
      span.start,
      span.end - span.start,
      span.words.map((word) => ({
        text: word.text,
        start: word.start - span.start,
        end: Math.min(word.end, span.end) - span.start,
      })),
      options.sourceItemId,
    ),
  );
  const overlaps = (item: TimelineItem) =>
    made.some((caption) => item.startTime < itemEnd(caption) && caption.startTime < itemEnd(item));
  let items: TimelineItem[] = track.items.filter(
    (item) =>
      !overlaps(item) &&
      !(options.sourceItemId !== undefined && item.caption?.sourceItemId === options.sourceItemId),
  );
  for (const caption of made) items = insertSorted(items, caption);
  return {
    ...edited(label, document, withTrackItems(target.document, track.id, items)),
    items: made,
  };
}

export interface CaptionsFromWordsOptions {
  /** the audio item (a voice-over or a take) the words were spoken in: they are timed from it and follow it */
  sourceItemId?: string;
  /** without a source item: the timeline ms where the words' 0 s falls */
  offset?: number;
  /** a caption track; defaults to the first (made when there is none) */
  trackId?: string;
  grouping?: GroupingOptions;
}

/**
 * Captions from word timings (seconds): grouped by sentence ends, pauses and length, placed on
 * the caption track as one undo step. With a source item the words land where that item plays
 * them, words it trims away are left out, and the captions follow it from then on; captions of
 * the same item made before are replaced.
 */
export function addCaptionsFromWords(
  document: TimelineDocument,
  words: readonly SpokenWord[],
  options: CaptionsFromWordsOptions,
  context: Pick<EditContext, 'newId'>,
): EditResult & { items: TimelineItem[] } {
  let timed: TimedWord[];
  if (options.sourceItemId !== undefined) {
    const source = findItem(document, options.sourceItemId);
    if (!source || source.type !== 'audios') return { ...unchanged(document), items: [] };
    timed = normalizeWords(words, source.startTime - source.trimStart).flatMap((word) => {
      const end = itemEnd(source);
      const inside = word.end > source.startTime && word.start < end;
      return inside
        ? [{ ...word, start: Math.max(word.start, source.startTime), end: Math.min(word.end, end) }]
        : [];
    });
  } else {
    timed = normalizeWords(words, Math.round(options.offset ?? 0));
  }
  return putCaptions(
    document,
    'add captions',
    groupWords(timed, options.grouping ?? DEFAULT_GROUPING),
    options,
    context,
  );
}

/**
 * Captions from subtitle cues (an imported SRT or WebVTT file): one caption per cue, its words
 * spread over the cue by length. Overlapping cues are cut where the next begins. One undo step.
 */
export function addCaptionsFromCues(
  document: TimelineDocument,
  cues: readonly Cue[],
  options: { trackId?: string },
  context: Pick<EditContext, 'newId'>,
): EditResult & { items: TimelineItem[] } {
  const sorted = [...cues].sort((a, b) => a.start - b.start);
  const groups = sorted.map((cue, index) => {
    const next = sorted[index + 1];
    const end = Math.min(cue.end, next ? next.start : cue.end);
    return spreadWords(tokenize(cue.text), cue.start, Math.max(end, cue.start));
  });
  return putCaptions(document, 'import captions', groups, options, context);
}

function changeCaption(
  document: TimelineDocument,
  itemId: string,
  label: string,
  change: (item: TimelineItem, index: number, track: Track) => TimelineItem[] | undefined,
  removeNext = false,
): EditResult {
  const found = locateItem(document, itemId);
  if (!found || found.item.type !== 'caption') return unchanged(document);
  const replacement = change(found.item, found.index, found.track);
  if (!replacement) return unchanged(document);
  const items = found.track.items.slice();
  items.splice(found.index, removeNext ? 2 : 1, ...replacement);
  return edited(label, document, withTrackItems(document, found.track.id, items));
}

/**
 * A caption's new text: unchanged words keep their times, new and changed ones are spread over
 * the time of the words they replace. An empty text changes nothing (delete the caption instead).
 */
export const editCaptionText = (
  document: TimelineDocument,
  itemId: string,
  text: string,
): EditResult =>
  changeCaption(document, itemId, 'edit caption', (item) => {
    const words = respreadWords(item.caption?.words ?? [], text, item.duration);
    if (words.length === 0) return undefined;
    if (JSON.stringify(words) === JSON.stringify(item.caption?.words)) return undefined;
    return [{ ...item, caption: { ...item.caption, words } }];
  });

export type CaptionSplitPoint = { word: number } | { time: number };

/**
 * Splits a caption before word `word` (its index), or at timeline `time` (a word goes to the side
 * holding most of it). Both halves keep at least one word and 100 ms; the right half gets a new id.
 */
export function splitCaption(
  document: TimelineDocument,
  itemId: string,
  at: CaptionSplitPoint,
  context: Pick<EditContext, 'newId'>,
): EditResult {
  return changeCaption(document, itemId, 'split caption', (item) => {
    const words = item.caption?.words ?? [];
    let cut: number;
    let index: number;
    if ('word' in at) {
      index = at.word;
      if (!Number.isInteger(index) || index < 1 || index >= words.length) return undefined;
      cut = words[index]!.start;
    } else {
      cut = Math.round(at.time) - item.startTime;
      index = words.findIndex((word) => (word.start + word.end) / 2 >= cut);
      if (index === -1) index = words.length;
    }
    if (index < 1 || index >= words.length) return undefined;
    if (cut < MIN_ITEM_DURATION || cut > item.duration - MIN_ITEM_DURATION) return undefined;
    const left: CaptionWord[] = words.slice(0, index).map((word) => ({
      ...word,
      start: Math.min(word.start, cut),
      end: Math.min(word.end, cut),
    }));
    const right: CaptionWord[] = words.slice(index).map((word) => ({
      ...word,
      start: Math.max(word.start, cut) - cut,
      end: Math.max(word.end, cut) - cut,
    }));
    return [
      { ...item, duration: cut, caption: { ...item.caption, words: left } },
      {
        ...item,
        id: context.newId(),
        startTime: item.startTime + cut,
        duration: item.duration - cut,
        caption: { ...item.caption, words: right },
      },
    ];
  });
}

/**
 * Joins a caption with the next one on its track (the gap between them becomes part of it). The
 * merged caption keeps the first one's id, and its voice-over link when both share it.
 */
export const mergeCaptions = (document: TimelineDocument, itemId: string): EditResult =>
  changeCaption(
    document,
    itemId,
    'merge captions',
    (item, index, track) => {
      const next = track.items[index + 1];
      if (!next || next.type !== 'caption' || !item.caption || !next.caption) return undefined;
      if (item.caption.words.length + next.caption.words.length > CAPTION_LIMITS.words)
        return undefined;
      const offset = next.startTime - item.startTime;
      const words = [
        ...item.caption.words,
        ...next.caption.words.map((word) => ({
          ...word,
          start: word.start + offset,
          end: word.end + offset,
        })),
      ];
      const source = item.caption.sourceItemId;
      const shared = source !== undefined && source === next.caption.sourceItemId;
      return [
        {
          ...item,
          duration: itemEnd(next) - item.startTime,
          caption: { words, ...(shared ? { sourceItemId: source } : {}) },
        },
      ];
    },
    true,
  );

/**
 * Shifts every caption on a caption track by `delta` ms (to put captions in sync with a picture
 * or a voice), stopping where the first would go below 0. Their order and gaps do not change.
 */
export function shiftCaptions(
  document: TimelineDocument,
  trackId: string,
  delta: number,
): EditResult {
  const track = findTrack(document, trackId);
  const first = track?.items[0];
  if (!track || track.type !== 'caption' || !first) return unchanged(document);
  const by = Math.max(-first.startTime, Math.round(delta));
  if (by === 0) return unchanged(document);
  const items = track.items.map((item) => ({ ...item, startTime: item.startTime + by }));
  return edited('shift captions', document, withTrackItems(document, track.id, items));
}
