import type { Keyframe, KeyframeProperty, Keyframes, TimelineItem } from '../document';
import { keyIndexAtOrBefore, keyframeValueAt } from './keyframe-value';

// Trims and splits keep every key at its source moment: the keys of what remains of the item
// stay where they were in its picture and sound (trimming the start shifts them by the trim).
// Keys that fall outside are dropped, and a key is put at each new edge that had keys beyond it,
// holding the value the item had there — so a trim or a split changes nothing on screen at the
// edge (both halves of a split look the same at the cut; linear and hold segments stay exact,
// an eased segment cut in two restarts its curve from the cut).

function clipList(list: readonly Keyframe[], from: number, to: number): Keyframe[] {
  if (list.length === 0) return [];
  const inside = list.filter((key) => key.time >= from && key.time <= to);
  const shifted = inside.map((key) => (from === 0 ? key : { ...key, time: key.time - from }));
  const first = list[0]!;
  const last = list[list.length - 1]!;
  if (first.time < from && inside[0]?.time !== from) {
    const governing = list[keyIndexAtOrBefore(list, from)]!;
    shifted.unshift({ time: 0, value: keyframeValueAt(list, from)!, easing: governing.easing });
  }
  if (last.time > to && shifted[shifted.length - 1]?.time !== to - from) {
    const governing = list[Math.max(0, keyIndexAtOrBefore(list, to))]!;
    shifted.push({ time: to - from, value: keyframeValueAt(list, to)!, easing: governing.easing });
  }
  return shifted;
}

/**
 * The item's keyframes for the part of it from `from` to `to` (ms from its start; `from` may be
 * negative when the start is pulled out, `to` past its end when the end is), with key times from
 * the new start. Undefined when nothing is keyframed.
 */
export function clipKeyframes(
  keyframes: Keyframes | undefined,
  from: number,
  to: number,
): Keyframes | undefined {
  if (keyframes === undefined) return undefined;
  const clipped: Keyframes = {};
  for (const [property, list] of Object.entries(keyframes) as [KeyframeProperty, Keyframe[]][]) {
    const next = clipList(list ?? [], Math.round(from), Math.round(to));
    if (next.length > 0) clipped[property] = next;
  }
  return Object.keys(clipped).length > 0 ? clipped : undefined;
}

/** The item with its keys clipped to `from`..`to` (see `clipKeyframes`); the same item when it has none. */
export function withKeyframesClipped<T extends TimelineItem>(item: T, from: number, to: number): T {
  if (item.keyframes === undefined) return item;
  const keyframes = clipKeyframes(item.keyframes, from, to);
  const { keyframes: _old, ...rest } = item;
  return (keyframes ? { ...rest, keyframes } : rest) as T;
}

/**
 * Key times stretched by `factor` (a speed change: the item's length is divided by the new speed
 * ratio, so its keys stay on the same source moments), kept one per ms and inside `duration`.
 */
export function scaleKeyframeTimes(
  keyframes: Keyframes | undefined,
  factor: number,
  duration: number,
): Keyframes | undefined {
  if (keyframes === undefined || !(factor > 0)) return keyframes;
  const scaled: Keyframes = {};
  for (const [property, list] of Object.entries(keyframes) as [KeyframeProperty, Keyframe[]][]) {
    const next: Keyframe[] = [];
    for (const key of list ?? []) {
      const time = Math.min(duration, Math.round(key.time * factor));
      if (next.length > 0 && next[next.length - 1]!.time >= time) continue;
      next.push({ ...key, time });
    }
    if (next.length > 0) scaled[property] = next;
  }
  return scaled;
}

/**
 * The item's position keys for a frame of another shape: each x (y) keeps its share of the
 * frame's width (height), as an overlay's box does when the project's format changes.
 */
export function reframeKeyframes<T extends TimelineItem>(
  item: T,
  from: { width: number; height: number },
  to: { width: number; height: number },
): T {
  const keys = item.keyframes;
  if (keys === undefined || (keys.x === undefined && keys.y === undefined)) return item;
  const scaled = (list: readonly Keyframe[] | undefined, factor: number) =>
    list?.map((key) => ({ ...key, value: Math.round(key.value * factor * 100) / 100 }));
  const next: Keyframes = { ...keys };
  if (keys.x) next.x = scaled(keys.x, to.width / from.width)!;
  if (keys.y) next.y = scaled(keys.y, to.height / from.height)!;
  return { ...item, keyframes: next };
}
