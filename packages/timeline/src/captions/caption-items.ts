import { itemEnd, type TimelineItem, type Track } from '../document';
import { MIN_ITEM_DURATION } from '../timeline-numbers';
import type { CaptionWord } from './caption-types';
import type { TimedWord } from './caption-words';

/** Everything a caption item is but its words and span. */
export function newCaptionItem(
  id: string,
  track: Pick<Track, 'id' | 'type'>,
  startTime: number,
  duration: number,
  words: readonly CaptionWord[],
  sourceItemId?: string,
): TimelineItem {
  return {
    id,
    mediaId: '',
    name: 'Caption',
    url: '',
    type: 'caption',
    trackId: track.id,
    trackType: track.type,
    startTime,
    duration,
    trimStart: 0,
    volume: 1,
    opacity: 1,
    caption: { words, ...(sourceItemId ? { sourceItemId } : {}) },
  };
}

/** A caption's words at absolute timeline ms. */
export const absoluteWords = (item: TimelineItem): TimedWord[] =>
  (item.caption?.words ?? []).map((word) => ({
    text: word.text,
    start: item.startTime + word.start,
    end: item.startTime + word.end,
  }));

/** The text a caption shows: its words joined by spaces. */
export const captionText = (item: Pick<TimelineItem, 'caption'>): string =>
  (item.caption?.words ?? []).map((word) => word.text).join(' ');

/**
 * Words (absolute ms) cut to [from, to): words wholly outside are dropped, words across an edge
 * are clipped to it. Returned relative to `from`.
 */
export function clipWords(words: readonly TimedWord[], from: number, to: number): CaptionWord[] {
  const kept: CaptionWord[] = [];
  for (const word of words) {
    const inside =
      word.start === word.end
        ? word.start >= from && word.start < to
        : word.end > from && word.start < to;
    if (!inside) continue;
    kept.push({
      text: word.text,
      start: Math.max(word.start, from) - from,
      end: Math.min(word.end, to) - from,
    });
  }
  return kept;
}

/**
 * The caption cut to the timeline span [from, to) (its words clipped with it), or undefined when
 * that leaves it under 100 ms or without a word.
 */
export function cutCaption(item: TimelineItem, from: number, to: number): TimelineItem | undefined {
  const start = Math.max(from, item.startTime);
  const end = Math.min(to, itemEnd(item));
  if (end - start < MIN_ITEM_DURATION) return undefined;
  const words = clipWords(absoluteWords(item), start, end);
  if (words.length === 0) return undefined;
  return {
    ...item,
    startTime: start,
    duration: end - start,
    caption: { ...item.caption, words },
  };
}
