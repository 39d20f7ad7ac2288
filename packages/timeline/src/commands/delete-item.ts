import { withTrackItems, type TimelineDocument } from '../document';
import { captionsFollowAudio } from '../captions/follow-audio';
import { edited, unchanged, type EditResult } from './edit-result';
import { locateItem } from './locate-item';

export function deleteItem(document: TimelineDocument, itemId: string): EditResult {
  const found = locateItem(document, itemId);
  if (!found) return unchanged(document);
  const items = found.track.items.slice();
  items.splice(found.index, 1);
  const next = withTrackItems(document, found.track.id, items);
  return edited('delete item', document, captionsFollowAudio(document, next));
}

/** Deletes an item and closes the gap: later items on its track move left by its duration. */
export function rippleDeleteItem(document: TimelineDocument, itemId: string): EditResult {
  const found = locateItem(document, itemId);
  if (!found) return unchanged(document);
  const { item, track, index } = found;
  const items = track.items.slice(0, index);
  for (let i = index + 1; i < track.items.length; i += 1) {
    const later = track.items[i]!;
    items.push({ ...later, startTime: later.startTime - item.duration });
  }
  const next = withTrackItems(document, track.id, items);
  return edited('ripple delete item', document, captionsFollowAudio(document, next));
}
