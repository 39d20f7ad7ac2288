import { findTrack, itemEnd, withTrackItems, type TimelineDocument } from '../document';
import { insertPushing, insertSorted, isFree, itemCovering, withoutItem } from '../track-items';
import { trackAccepts } from '../tracks';
import { captionsFollowAudio } from '../captions/follow-audio';
import { edited, unchanged, type EditResult } from './edit-result';
import { locateItem } from './locate-item';

export type MoveMode = 'exact' | 'push';

export interface MoveTarget {
  startTime: number;
  /** defaults to the item's own track; must be a track that takes the item's kind */
  trackId?: string;
  mode: MoveMode;
}

/**
 * Moves an item. `exact` only lands on free space (otherwise nothing changes); `push` lands at
 * the time — or at the end of the item the time falls inside — and pushes later items right.
 */
export function moveItem(
  document: TimelineDocument,
  itemId: string,
  target: MoveTarget,
): EditResult {
  const found = locateItem(document, itemId);
  if (!found) return unchanged(document);
  const { item, track } = found;
  const destination = target.trackId ? findTrack(document, target.trackId) : track;
  if (!destination || !trackAccepts(destination.type, item.type)) return unchanged(document);
  let startTime = Math.max(0, Math.round(target.startTime));
  const sameTrack = destination.id === track.id;
  if (sameTrack && startTime === item.startTime) return unchanged(document);
  const remaining = sameTrack ? withoutItem(track.items, itemId) : destination.items;
  const placed = { trackId: destination.id, trackType: destination.type };
  let items;
  if (target.mode === 'exact') {
    if (!isFree(remaining, startTime, item.duration)) return unchanged(document);
    items = insertSorted(remaining, { ...item, ...placed, startTime });
  } else {
    const covering = itemCovering(remaining, startTime);
    if (covering && covering.startTime < startTime) startTime = itemEnd(covering);
    items = insertPushing(remaining, { ...item, ...placed, startTime });
  }
  let next = withTrackItems(document, destination.id, items);
  if (!sameTrack) next = withTrackItems(next, track.id, withoutItem(track.items, itemId));
  return edited('move item', document, captionsFollowAudio(document, next));
}

/** Shifts an item by `delta` ms (arrow keys: 100, Shift 1000, Ctrl 5000), stopping at 0 and at its neighbours. */
export function nudgeItem(document: TimelineDocument, itemId: string, delta: number): EditResult {
  const found = locateItem(document, itemId);
  if (!found) return unchanged(document);
  const { item, track, index } = found;
  const previous = track.items[index - 1];
  const next = track.items[index + 1];
  const lowest = previous ? itemEnd(previous) : 0;
  const highest = next ? next.startTime - item.duration : Number.POSITIVE_INFINITY;
  const startTime = Math.min(highest, Math.max(lowest, item.startTime + Math.round(delta)));
  if (startTime === item.startTime) return unchanged(document);
  const items = track.items.slice();
  items[index] = { ...item, startTime };
  return edited(
    'nudge item',
    document,
    captionsFollowAudio(document, withTrackItems(document, track.id, items)),
  );
}
