import {
  findTrack,
  itemEnd,
  withTrackItems,
  type TimelineDocument,
  type ItemType,
  type TimelineItem,
  type TrackType,
} from '../document';
import {
  firstStartingAtOrAfter,
  insertSorted,
  isFree,
  itemCovering,
  lastStartingAtOrBefore,
} from '../track-items';
import { trackAccepts } from '../tracks';
import { buildItem, defaultDuration, toItemType, type NewItem } from './add-item';
import { captionsFollowAudio } from '../captions/follow-audio';
import { edited, unchanged, type EditResult } from './edit-result';

export type DropMode = 'exact' | 'ripple';

export interface DropPreview {
  time: number;
  duration: number;
  trackId: string;
  trackType: TrackType;
  isValid: boolean;
  shouldRipple: boolean;
  /** exact: the items in the way; ripple: the items that will shift right by `duration` */
  affectedItems: string[];
}

/**
 * Where a dragged library item would land. An exact drop needs free space. A ripple drop is
 * valid unless it lands strictly inside an item; every item starting at or after it shifts.
 * Given the item's type, a track that does not take that kind (audio on a picture track, a
 * video on an audio track) is invalid.
 */
export function previewDrop(
  document: TimelineDocument,
  input: { time: number; duration: number; trackId: string; mode: DropMode; type?: ItemType },
): DropPreview | undefined {
  const track = findTrack(document, input.trackId);
  if (!track) return undefined;
  const time = Math.max(0, Math.round(input.time));
  const duration = Math.round(input.duration);
  const base = { time, duration, trackId: track.id, trackType: track.type };
  if (input.type && !trackAccepts(track.type, input.type)) {
    return { ...base, isValid: false, shouldRipple: false, affectedItems: [] };
  }
  if (input.mode === 'exact') {
    const from = Math.max(0, lastStartingAtOrBefore(track.items, time));
    const blocking: string[] = [];
    for (
      let i = from;
      i < track.items.length && track.items[i]!.startTime < time + duration;
      i += 1
    ) {
      if (itemEnd(track.items[i]!) > time) blocking.push(track.items[i]!.id);
    }
    return {
      ...base,
      isValid: blocking.length === 0,
      shouldRipple: false,
      affectedItems: blocking,
    };
  }
  const covering = itemCovering(track.items, time);
  const isValid = !(covering && covering.startTime < time);
  const affected = isValid
    ? track.items.slice(firstStartingAtOrAfter(track.items, time)).map((item) => item.id)
    : [];
  const shouldRipple = isValid && !isFree(track.items, time, duration);
  return { ...base, isValid, shouldRipple, affectedItems: shouldRipple ? affected : [] };
}

/** Drops a library item as previewed; the total grows to the item's end + 10 s when it passes it. */
export function dropItem(
  document: TimelineDocument,
  input: NewItem,
  preview: DropPreview,
): EditResult {
  const track = findTrack(document, preview.trackId);
  const type = toItemType(input.type);
  if (!track || !type || !input.name || !preview.isValid || !trackAccepts(track.type, type))
    return unchanged(document);
  if (type === 'caption') return unchanged(document);
  const item = buildItem(
    input,
    type,
    track,
    preview.time,
    preview.duration || defaultDuration(type, input.sourceDuration),
  );
  let items: TimelineItem[];
  if (preview.shouldRipple) {
    const from = firstStartingAtOrAfter(track.items, item.startTime);
    items = track.items.slice(0, from);
    items.push(item);
    for (let i = from; i < track.items.length; i += 1) {
      const later = track.items[i]!;
      items.push({ ...later, startTime: later.startTime + item.duration });
    }
  } else {
    if (!isFree(track.items, item.startTime, item.duration)) return unchanged(document);
    items = insertSorted(track.items, item);
  }
  return edited(
    preview.shouldRipple ? 'ripple drop' : 'drop item',
    document,
    captionsFollowAudio(document, withTrackItems(document, track.id, items)),
  );
}
