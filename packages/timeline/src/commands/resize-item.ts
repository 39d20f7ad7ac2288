import {
  hasSourceTimeline,
  itemEnd,
  withTrackItems,
  type TimelineDocument,
  type TimelineItem,
} from '../document';
import { MIN_ITEM_DURATION } from '../timeline-numbers';
import { clipWords, absoluteWords } from '../captions/caption-items';
import { captionsFollowAudio } from '../captions/follow-audio';
import { edited, unchanged, type EditResult } from './edit-result';
import { locateItem } from './locate-item';
import { itemSpeed } from '../speed/source-time';
import { withKeyframesClipped } from '../keyframes/clip-keyframes';

/** Videos and sound stop at their source's ends (at their speed); a freeze frame holds any length. */
const boundedBySource = (item: TimelineItem) =>
  hasSourceTimeline(item) && item.freezeFrame === undefined;

export type ResizeEdge = 'left' | 'right';

/**
 * Drags one edge of an item to `time`. The left edge keeps the end fixed, moves the start (not
 * below 0, the previous item's end, or the start of the source) and shifts `trimStart` by the
 * amount × speed; the right edge changes the duration (not past the next item or the source's end
 * at the item's speed).
 * Either way the item stays at least 100 ms long.
 */
export function resizeItem(
  document: TimelineDocument,
  itemId: string,
  edge: ResizeEdge,
  time: number,
): EditResult {
  const found = locateItem(document, itemId);
  if (!found) return unchanged(document);
  const { item, track, index } = found;
  const end = itemEnd(item);
  const wanted = Math.round(time);
  const speed = itemSpeed(item);
  let changed: TimelineItem;
  if (edge === 'left') {
    const previous = track.items[index - 1];
    let lowest = Math.max(0, previous ? itemEnd(previous) : 0);
    if (boundedBySource(item))
      lowest = Math.max(lowest, item.startTime - Math.floor(item.trimStart / speed));
    const startTime = Math.min(end - MIN_ITEM_DURATION, Math.max(lowest, wanted));
    const shift = startTime - item.startTime;
    // Stills and titles have no source to trim, so growing them leftwards just stops at trim 0;
    // at speed the source moves `speed` ms per timeline ms; a freeze frame keeps its frame.
    const trimStart =
      item.freezeFrame !== undefined
        ? item.trimStart
        : Math.max(0, Math.round(item.trimStart + shift * speed));
    changed = { ...item, startTime, duration: end - startTime, trimStart };
    // Keys stay on their source moments (`withKeyframesClipped`).
    changed = withKeyframesClipped(changed, shift, shift + changed.duration);
  } else {
    const next = track.items[index + 1];
    let highest = next ? next.startTime : Number.POSITIVE_INFINITY;
    if (boundedBySource(item) && item.sourceDuration !== undefined) {
      highest = Math.min(
        highest,
        item.startTime + Math.floor((item.sourceDuration - item.trimStart) / speed),
      );
    }
    const newEnd = Math.max(item.startTime + MIN_ITEM_DURATION, Math.min(highest, wanted));
    changed = { ...item, duration: newEnd - item.startTime };
    changed = withKeyframesClipped(changed, 0, changed.duration);
  }
  if (changed.startTime === item.startTime && changed.duration === item.duration)
    return unchanged(document);
  if (item.type === 'caption') {
    // A caption's words stay where they are said: trimming cuts them, and keeps at least one.
    const words = clipWords(absoluteWords(item), changed.startTime, itemEnd(changed));
    if (words.length === 0) return unchanged(document);
    changed = { ...changed, trimStart: 0, caption: { ...item.caption, words } };
  }
  const items = track.items.slice();
  items[index] = changed;
  const next = withTrackItems(document, track.id, items);
  return edited(`resize ${edge}`, document, captionsFollowAudio(document, next));
}
