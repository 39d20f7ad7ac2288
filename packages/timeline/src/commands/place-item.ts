import {
  findTrack,
  itemEnd,
  withTrackItems,
  type TimelineDocument,
  type TimelineItem,
  type Track,
} from '../document';
import { insertSorted, isFree } from '../track-items';
import { addTrack, defaultTrackType } from '../tracks';
import { buildItem, defaultDuration, toItemType, type NewItem } from './add-item';
import { edited, type EditResult } from './edit-result';

export interface PlaceOptions {
  /** ms; the playhead, tried before 0 s */
  playhead: number;
  /** the clock for a new track's id */
  now: () => number;
}

/** Where the item landed: the track (as it is in the new document) and the item. */
export interface Placement {
  track: Track;
  item: TimelineItem;
}

/**
 * Puts a file handed to the editor from elsewhere in the studio (a voice-over's 'Add to editor',
 * a teleprompter take's 'Use') on the timeline: on the first track of its kind that is free at
 * the playhead for the item's whole length, else the first one free from 0 s, else on a new
 * track of that kind at 0 s. The main track is the only one of its kind, so a video that fits
 * nowhere on it goes after its last item. One undo step, the new track included. Throws when
 * the name or type is missing or there is no track of the kind to start from.
 */
export function placeItem(
  document: TimelineDocument,
  input: NewItem,
  { playhead, now }: PlaceOptions,
): EditResult & Placement {
  const type = toItemType(input.type);
  if (!input.name || !type) throw new Error('An item needs a name and a type');
  if (type === 'caption') throw new Error('Captions are made from words (addCaptions)');
  const trackType = defaultTrackType(type);
  const duration = defaultDuration(type, input.sourceDuration);
  const ofKind = document.tracks.filter((track) => track.type === trackType);
  if (ofKind.length === 0) throw new Error(`No track for ${type}`);
  // A locked track takes nothing new (a locked main track refuses the placement).
  const candidates = ofKind.filter((track) => track.locked !== true);

  const at = Math.max(0, Math.round(playhead));
  const freeAt = (time: number) => candidates.find((track) => isFree(track.items, time, duration));
  let target: { document: TimelineDocument; track: Track; startTime: number };
  const atPlayhead = freeAt(at);
  const atStart = atPlayhead ? undefined : freeAt(0);
  if (atPlayhead) target = { document, track: atPlayhead, startTime: at };
  else if (atStart) target = { document, track: atStart, startTime: 0 };
  else if (trackType === 'main') {
    const main = ofKind[0]!;
    const last = main.items[main.items.length - 1];
    target = { document, track: main, startTime: last ? itemEnd(last) : 0 };
  } else {
    const added = addTrack(document, trackType as 'overlay' | 'audio', now);
    target = { document: added.document, track: added.track, startTime: 0 };
  }

  const item = buildItem(input, type, target.track, target.startTime, duration);
  const after = withTrackItems(
    target.document,
    target.track.id,
    insertSorted(target.track.items, item),
  );
  return {
    ...edited('place item', document, after),
    track: findTrack(after, target.track.id)!,
    item,
  };
}
