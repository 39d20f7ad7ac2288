import type { Keyframe } from '../document';
import { ease } from './easing';

/** The index of the last key at or before `offsetMs` (−1 when all are after it). */
export function keyIndexAtOrBefore(list: readonly Keyframe[], offsetMs: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle]!.time <= offsetMs) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/**
 * A keyframed property's value `offsetMs` after the item's start: before the first key its
 * value, after the last key its value, between two keys the earlier one's value travelling to
 * the later one's by the earlier one's easing. `undefined` for an empty list.
 */
export function keyframeValueAt(list: readonly Keyframe[], offsetMs: number): number | undefined {
  if (list.length === 0) return undefined;
  const index = keyIndexAtOrBefore(list, offsetMs);
  if (index < 0) return list[0]!.value;
  const from = list[index]!;
  const to = list[index + 1];
  if (to === undefined || offsetMs <= from.time) return from.value;
  const progress = ease(from.easing, (offsetMs - from.time) / (to.time - from.time));
  return from.value + (to.value - from.value) * progress;
}

/** The key at exactly `time`, if any. */
export const keyAt = (list: readonly Keyframe[] | undefined, time: number): Keyframe | undefined =>
  list?.find((key) => key.time === time);
