import { itemEnd, type TimelineItem } from './document';

// Each track keeps its items sorted by start and never overlapping, so every lookup is a binary
// search over starts (and, because they do not overlap, over ends too).

/** Index of the last item starting at or before `time`, or -1. */
export function lastStartingAtOrBefore(items: readonly TimelineItem[], time: number): number {
  let low = 0;
  let high = items.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (items[middle]!.startTime <= time) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** Index of the first item starting at or after `time` (items.length when none). */
export function firstStartingAtOrAfter(items: readonly TimelineItem[], time: number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (items[middle]!.startTime < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The item covering `time` (start ≤ time < end), if any. */
export function itemCovering(
  items: readonly TimelineItem[],
  time: number,
): TimelineItem | undefined {
  const item = items[lastStartingAtOrBefore(items, time)];
  return item && time < itemEnd(item) ? item : undefined;
}

/** Whether [start, start + duration) meets no item. */
export function isFree(items: readonly TimelineItem[], start: number, duration: number): boolean {
  const before = items[lastStartingAtOrBefore(items, start)];
  if (before && itemEnd(before) > start) return false;
  const after = items[firstStartingAtOrAfter(items, start)];
  return !after || after.startTime >= start + duration;
}

export function insertSorted(items: readonly TimelineItem[], item: TimelineItem): TimelineItem[] {
  const index = firstStartingAtOrAfter(items, item.startTime);
  const next = items.slice();
  next.splice(index, 0, item);
  return next;
}

/**
 * Inserts `item` and pushes later items right only as far as needed to stay clear of it (and of
 * each other). Items that start before the inserted one are never moved.
 */
export function insertPushing(items: readonly TimelineItem[], item: TimelineItem): TimelineItem[] {
  const index = firstStartingAtOrAfter(items, item.startTime);
  const next = items.slice(0, index);
  next.push(item);
  let cursor = itemEnd(item);
  for (let i = index; i < items.length; i += 1) {
    const later = items[i]!;
    if (later.startTime < cursor) {
      const moved = { ...later, startTime: cursor };
      next.push(moved);
      cursor = itemEnd(moved);
    } else {
      // Everything from here on is already clear: copy the rest untouched.
      for (let j = i; j < items.length; j += 1) next.push(items[j]!);
      break;
    }
  }
  return next;
}

export function withoutItem(items: readonly TimelineItem[], itemId: string): TimelineItem[] {
  return items.filter((item) => item.id !== itemId);
}

/** The items overlapping [from, to) — what a view scrolled to that stretch has to draw. */
export function itemsInRange(
  items: readonly TimelineItem[],
  from: number,
  to: number,
): readonly TimelineItem[] {
  let first = lastStartingAtOrBefore(items, from);
  if (first === -1 || itemEnd(items[first]!) <= from) first += 1;
  const last = firstStartingAtOrAfter(items, to);
  return first === 0 && last === items.length ? items : items.slice(first, last);
}
