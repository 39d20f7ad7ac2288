import { itemEnd, type TimelineDocument, type TimelineItem } from '../document';
import { MIN_ITEM_DURATION } from '../timeline-numbers';
import { insertSorted, lastStartingAtOrBefore } from '../track-items';
import { itemSpeed } from '../speed/source-time';
import { absoluteWords, cutCaption } from './caption-items';

// Captions made from a voice-over keep `sourceItemId`; they follow that audio item through the
// commands that move, trim, split or delete it, inside the same undo step:
// - moved (or pushed, or rippled): the captions move by as much;
// - played faster or slower: each word is where its moment of the source now plays (at 2× a
//   word said 4 s into the sound comes 2 s into the item), so the captions keep to the voice;
// - trimmed: they stay put (the sound does too) and are cut to what still plays — words trimmed
//   away are dropped (undo brings them back), a caption left without words goes;
// - split: captions starting in the right half follow the right half's new id;
// - deleted: the captions stay, unlinked, so typed corrections are never lost with the sound.
// A caption that lands on a caption of someone else's is cut to the free space around it, or
// dropped when too little is left.

function linkedSources(document: TimelineDocument): Set<string> {
  const sources = new Set<string>();
  for (const track of document.tracks) {
    if (track.type !== 'caption') continue;
    for (const item of track.items) {
      const source = item.caption?.sourceItemId;
      if (source !== undefined) sources.add(source);
    }
  }
  return sources;
}

function audioItems(document: TimelineDocument, ids: Set<string>): Map<string, TimelineItem> {
  const found = new Map<string, TimelineItem>();
  for (const track of document.tracks) {
    if (track.type !== 'audio') continue;
    for (const item of track.items) if (ids.has(item.id)) found.set(item.id, item);
  }
  return found;
}

/**
 * The caption with every time moved to where the same moment of the source plays in `now`:
 * timeline → source through the audio item as it was, source → timeline through it as it is.
 */
function retimed(caption: TimelineItem, was: TimelineItem, now: TimelineItem): TimelineItem {
  const wasSpeed = itemSpeed(was);
  const nowSpeed = itemSpeed(now);
  const map = (time: number) =>
    Math.round(
      now.startTime +
        (was.trimStart + (time - was.startTime) * wasSpeed - now.trimStart) / nowSpeed,
    );
  const startTime = map(caption.startTime);
  const words = absoluteWords(caption).map((word) => ({
    text: word.text,
    start: map(word.start) - startTime,
    end: map(word.end) - startTime,
  }));
  return {
    ...caption,
    startTime,
    duration: Math.max(1, map(itemEnd(caption)) - startTime),
    caption: { ...caption.caption!, words },
  };
}

/** Cuts `caption` to the free gap of `items` around its middle, or undefined. */
function fitBetween(
  items: readonly TimelineItem[],
  caption: TimelineItem,
): TimelineItem | undefined {
  const middle = caption.startTime + caption.duration / 2;
  const index = lastStartingAtOrBefore(items, middle);
  const before = items[index];
  if (before && itemEnd(before) > middle) return undefined;
  const after = items[index + 1];
  return cutCaption(
    caption,
    before ? itemEnd(before) : 0,
    after ? after.startTime : Number.POSITIVE_INFINITY,
  );
}

/**
 * `after` with the captions of every voice-over an edit moved, trimmed or deleted following it
 * (see above). Returns `after` itself when no caption had to change.
 */
export function captionsFollowAudio(
  before: TimelineDocument,
  after: TimelineDocument,
): TimelineDocument {
  if (before === after) return after;
  const sources = linkedSources(after);
  if (sources.size === 0) return after;
  const was = audioItems(before, sources);
  const now = audioItems(after, sources);
  let changed = false;
  const tracks = after.tracks.map((track) => {
    if (track.type !== 'caption') return track;
    const kept: TimelineItem[] = [];
    const moved: TimelineItem[] = [];
    let touched = false;
    for (const item of track.items) {
      const source = item.caption?.sourceItemId;
      const old = source === undefined ? undefined : was.get(source);
      const current = source === undefined ? undefined : now.get(source);
      const same =
        old === current ||
        (old !== undefined &&
          current !== undefined &&
          old.startTime === current.startTime &&
          old.trimStart === current.trimStart &&
          old.duration === current.duration &&
          itemSpeed(old) === itemSpeed(current));
      if (!old || same) {
        kept.push(item);
        continue;
      }
      touched = true;
      if (!current) {
        const { sourceItemId: _gone, ...caption } = item.caption!;
        kept.push({ ...item, caption });
        continue;
      }
      const cut = cutCaption(retimed(item, old, current), current.startTime, itemEnd(current));
      if (cut) moved.push(cut);
    }
    if (!touched) return track;
    changed = true;
    let items: TimelineItem[] = kept;
    for (const caption of moved) {
      const fitted = fitBetween(items, caption);
      if (fitted && fitted.duration >= MIN_ITEM_DURATION) items = insertSorted(items, fitted);
    }
    return { ...track, items };
  });
  return changed ? { ...after, tracks } : after;
}

/** After a split of an audio item: its captions starting at or after `at` follow the right half. */
export function relinkCaptionsAfterSplit(
  document: TimelineDocument,
  leftId: string,
  rightId: string,
  at: number,
): TimelineDocument {
  let changed = false;
  const tracks = document.tracks.map((track) => {
    if (track.type !== 'caption') return track;
    let touched = false;
    const items = track.items.map((item) => {
      if (item.caption?.sourceItemId !== leftId || item.startTime < at) return item;
      touched = true;
      return { ...item, caption: { ...item.caption, sourceItemId: rightId } };
    });
    if (!touched) return track;
    changed = true;
    return { ...track, items };
  });
  return changed ? { ...document, tracks } : document;
}
