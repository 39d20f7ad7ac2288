import {
  findTrack,
  itemEnd,
  withTrackItems,
  type ItemType,
  type TimelineDocument,
  type TimelineItem,
} from '../document';
import { DEFAULT_IMAGE_DURATION, DEFAULT_MEDIA_DURATION } from '../timeline-numbers';
import { insertSorted, isFree } from '../track-items';
import { chooseTrack } from '../tracks';
import { edited, type EditResult } from './edit-result';

export interface NewItem {
  id: string;
  mediaId: string;
  name: string;
  url: string;
  type: ItemType;
  /** the media's own length in ms; videos and audio use it as their default duration */
  sourceDuration?: number;
  /** defaults to the first track of the item's kind */
  trackId?: string;
}

export function defaultDuration(type: ItemType, sourceDuration?: number): number {
  if (type === 'images') return DEFAULT_IMAGE_DURATION;
  return sourceDuration && sourceDuration > 0 ? Math.round(sourceDuration) : DEFAULT_MEDIA_DURATION;
}

/**
 * Adds a library item at `currentTime` if that stretch of its track is free, else right after
 * the last item on the track. Throws when the name or type is missing or no track fits.
 */
export function addItem(
  document: TimelineDocument,
  input: NewItem,
  currentTime: number,
): EditResult {
  if (!input.name || !input.type) throw new Error('An item needs a name and a type');
  const track = input.trackId
    ? findTrack(document, input.trackId)
    : chooseTrack(document, input.type);
  if (!track) throw new Error(`No track for ${input.type}`);
  const duration = defaultDuration(input.type, input.sourceDuration);
  const at = Math.max(0, Math.round(currentTime));
  const last = track.items[track.items.length - 1];
  const startTime = isFree(track.items, at, duration) ? at : last ? itemEnd(last) : 0;
  const item: TimelineItem = {
    id: input.id,
    mediaId: input.mediaId,
    name: input.name,
    url: input.url,
    type: input.type,
    trackId: track.id,
    trackType: track.type,
    startTime,
    duration,
    trimStart: 0,
    ...(input.sourceDuration === undefined || input.type === 'images'
      ? {}
      : { sourceDuration: Math.round(input.sourceDuration) }),
    volume: 1,
    opacity: 1,
  };
  return edited(
    'add item',
    document,
    withTrackItems(document, track.id, insertSorted(track.items, item)),
  );
}
