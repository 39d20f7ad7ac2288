import type { TimelineDocument, TimelineItem, Track } from '../document';

/** The item and its track, or undefined. */
export function locateItem(
  document: TimelineDocument,
  itemId: string,
): { item: TimelineItem; track: Track; index: number } | undefined {
  for (const track of document.tracks) {
    const index = track.items.findIndex((item) => item.id === itemId);
    if (index !== -1) return { item: track.items[index]!, track, index };
  }
  return undefined;
}
