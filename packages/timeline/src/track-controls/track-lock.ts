import type { TimelineDocument, TimelineItem, Track } from '../document';

// The lock rule, in one place: no edit may change, add or remove an item on a locked track (nor
// remove the track). `edited` (commands/edit-result.ts) asks `lockedTrackTouched` of every
// command's before and after, so each command — today's and any added later — refuses an edit
// that would touch a locked track, and the editor can say which track stopped it. Untouched
// tracks keep their items array, so the check is a reference comparison per locked track.

/** Whether the track is locked (an unknown track is not). */
export function isLocked(document: TimelineDocument, trackId: string): boolean {
  return document.tracks.some((track) => track.id === trackId && track.locked === true);
}

const sameItem = (a: TimelineItem, b: TimelineItem) =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

function sameItems(a: readonly TimelineItem[], b: readonly TimelineItem[]): boolean {
  if (a === b) return true;
  return a.length === b.length && a.every((item, index) => sameItem(item, b[index]!));
}

/**
 * The first track that is locked in `before` whose items differ in `after` (or which is gone
 * from it), or undefined when the edit leaves every locked track as it was.
 */
export function lockedTrackTouched(
  before: TimelineDocument,
  after: TimelineDocument,
): Track | undefined {
  if (before === after || before.tracks === after.tracks) return undefined;
  for (const track of before.tracks) {
    if (track.locked !== true) continue;
    const now = after.tracks.find((candidate) => candidate.id === track.id);
    if (!now || !sameItems(track.items, now.items)) return track;
  }
  return undefined;
}

/** Whether the item could be edited: it exists and its track is not locked. */
export function isItemLocked(document: TimelineDocument, itemId: string): boolean {
  return document.tracks.some(
    (track) => track.locked === true && track.items.some((item) => item.id === itemId),
  );
}
