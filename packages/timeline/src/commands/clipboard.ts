import {
  findItem,
  findTrack,
  itemEnd,
  withTrackItems,
  type TimelineDocument,
  type TimelineItem,
} from '../document';
import { insertPushing, itemCovering } from '../track-items';
import { trackAccepts } from '../tracks';
import { captionsFollowAudio } from '../captions/follow-audio';
import { edited, unchanged, type EditContext, type EditResult } from './edit-result';

/** A copy of the item to paste later, or undefined when it is gone. */
export function copyItem(document: TimelineDocument, itemId: string): TimelineItem | undefined {
  const item = findItem(document, itemId);
  return item ? { ...item } : undefined;
}

/**
 * Pastes a copied item on its track at the playhead with a new id. When the playhead falls
 * inside an item the copy goes right after that item; later items are pushed right when they
 * would overlap or leave too little room.
 */
export function pasteItem(
  document: TimelineDocument,
  copied: TimelineItem,
  playhead: number,
  context: Pick<EditContext, 'newId'>,
): EditResult {
  // Its own track, or (when that track is gone) the first that takes its kind.
  const track =
    findTrack(document, copied.trackId) ??
    document.tracks.find((candidate) => trackAccepts(candidate.type, copied.type));
  if (!track) return unchanged(document);
  let startTime = Math.max(0, Math.round(playhead));
  const covering = itemCovering(track.items, startTime);
  if (covering && covering.startTime < startTime) startTime = itemEnd(covering);
  const item = {
    ...copied,
    id: context.newId(),
    trackId: track.id,
    trackType: track.type,
    startTime,
  };
  return edited(
    'paste item',
    document,
    captionsFollowAudio(
      document,
      withTrackItems(document, track.id, insertPushing(track.items, item)),
    ),
  );
}
