import { withTrackItems, type TimelineDocument } from '../document';
import { editedOverLocks, unchanged, type EditResult } from './edit-result';

/**
 * Points every item that used `mediaId` (a file no longer in the library) at another file of
 * the same kind. Trims and lengths stay; a shorter source caps the trim bounds from now on.
 */
export function relinkMedia(
  document: TimelineDocument,
  mediaId: string,
  replacement: { mediaId: string; name: string; sourceDuration?: number },
): EditResult {
  let next = document;
  for (const track of document.tracks) {
    if (!track.items.some((item) => item.mediaId === mediaId)) continue;
    const items = track.items.map((item) => {
      if (item.mediaId !== mediaId) return item;
      const { sourceDuration: _old, ...rest } = item;
      return {
        ...rest,
        mediaId: replacement.mediaId,
        name: replacement.name,
        ...(replacement.sourceDuration !== undefined &&
        (item.type === 'videos' || item.type === 'audios')
          ? { sourceDuration: Math.round(replacement.sourceDuration) }
          : {}),
      };
    });
    next = withTrackItems(next, track.id, items);
  }
  return next === document ? unchanged(document) : editedOverLocks('relink media', document, next);
}
