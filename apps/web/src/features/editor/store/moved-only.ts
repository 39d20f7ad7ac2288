import type { TimelineItem } from '@reelwright/timeline';

/** Whether `next` has `previous`'s fields, each the same value, but for `ignored`. */
export function sameExcept<T extends object>(previous: T, next: T, ignored: keyof T): boolean {
  if (previous === next) return true;
  const keys = Object.keys(next) as (keyof T)[];
  if (keys.length !== Object.keys(previous).length) return false;
  return keys.every((key) => key === ignored || previous[key] === next[key]);
}

/**
 * Whether `next` is `previous` moved in time and nothing else (a drag's pushed items are fresh
 * objects with a new `startTime`): what is drawn inside an item, apart from its place and its
 * time labels, can then stay as it was.
 */
export const movedOnly = (previous: TimelineItem, next: TimelineItem): boolean =>
  sameExcept(previous, next, 'startTime');
