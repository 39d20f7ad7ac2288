import type { TimelineItem } from '@reelwright/timeline';

/**
 * Whether `next` is `previous` moved in time and nothing else (a drag's pushed items are fresh
 * objects with a new `startTime`): what is drawn inside an item, apart from its place and its
 * time labels, can then stay as it was.
 */
export function movedOnly(previous: TimelineItem, next: TimelineItem): boolean {
  if (previous === next) return true;
  const keys = Object.keys(next) as (keyof TimelineItem)[];
  if (keys.length !== Object.keys(previous).length) return false;
  return keys.every((key) => key === 'startTime' || previous[key] === next[key]);
}
