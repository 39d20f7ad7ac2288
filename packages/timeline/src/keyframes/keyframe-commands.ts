import {
  withTrackItems,
  type Easing,
  type Keyframe,
  type KeyframeProperty,
  type Keyframes,
  type OverlayTransform,
  type TimelineDocument,
  type TimelineItem,
} from '../document';
import { edited, unchanged, type EditResult } from '../commands/edit-result';
import { locateItem } from '../commands/locate-item';
import { referenceFrame, type FrameSize } from '../format/frame-format';
import { OVERLAY_SCALE } from '../timeline-numbers';
import {
  animatedValue,
  baseTransform,
  isKeyframed,
  keyframeablePropertiesOf,
} from './animated-item';
import { keyIndexAtOrBefore } from './keyframe-value';

// Undoable keyframe edits, one undo step each. Key times are integer ms from the item's start,
// inside it (0..duration). A new key takes the property's value at that moment (the item's
// current look) and the easing of the key before it (linear when none).

/** A key's property, or every property with a key at that time (the timeline's merged diamonds). */
export type KeyframeTarget = KeyframeProperty | 'all';

const DEFAULT_EASING: Easing = 'linear';
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round = (value: number, step: number) => Math.round(value / step) * step;

/** A value kept within what the property can be (x, y within two frames of the reference frame). */
export function clampKeyframeValue(
  property: KeyframeProperty,
  value: number,
  reference: FrameSize = referenceFrame('16:9'),
): number {
  const v = Number.isFinite(value) ? value : 0;
  switch (property) {
    case 'x':
      return round(clamp(v, -2 * reference.width, 2 * reference.width), 0.01);
    case 'y':
      return round(clamp(v, -2 * reference.height, 2 * reference.height), 0.01);
    case 'scale':
      return round(clamp(v, OVERLAY_SCALE.min, OVERLAY_SCALE.max), 0.001);
    case 'rotation':
      return round(clamp(v, -3_600, 3_600), 0.01);
    case 'opacity':
    case 'volume':
      return round(clamp(v, 0, 1), 0.001);
  }
}

/** Whether `time` (item-relative ms) is inside the item, ends included. */
export const insideItem = (item: Pick<TimelineItem, 'duration'>, time: number | undefined) =>
  time !== undefined && Number.isFinite(time) && time >= 0 && time <= item.duration;

function withList(
  item: TimelineItem,
  property: KeyframeProperty,
  list: readonly Keyframe[],
): TimelineItem {
  const keyframes: Keyframes = { ...item.keyframes };
  if (list.length > 0) keyframes[property] = list;
  else delete keyframes[property];
  if (Object.keys(keyframes).length > 0) return { ...item, keyframes };
  const { keyframes: _none, ...rest } = item;
  return rest;
}

/** x, y and scale keys need a transform to animate: a title's is put where it is drawn. */
function withTransform(item: TimelineItem, property: KeyframeProperty, reference: FrameSize) {
  if (item.transform || !(property === 'x' || property === 'y' || property === 'scale'))
    return item;
  return { ...item, transform: baseTransform(item, reference) };
}

/**
 * The item with a key for `property` at `time` holding `value` (replacing one there, keeping its
 * easing). A new key takes the easing of the key before it.
 */
export function withKeyframe(
  item: TimelineItem,
  property: KeyframeProperty,
  time: number,
  value: number,
  reference: FrameSize = referenceFrame('16:9'),
  easing?: Easing,
): TimelineItem {
  const list = item.keyframes?.[property] ?? [];
  const at = Math.round(time);
  const clamped = clampKeyframeValue(property, value, reference);
  const index = keyIndexAtOrBefore(list, at);
  const existing = index >= 0 && list[index]!.time === at ? list[index] : undefined;
  const key: Keyframe = {
    time: at,
    value: clamped,
    easing: easing ?? existing?.easing ?? list[index]?.easing ?? DEFAULT_EASING,
  };
  const next = list.slice();
  if (existing) next[index] = key;
  else next.splice(index + 1, 0, key);
  return withList(withTransform(item, property, reference), property, next);
}

/** The item with the property's static value set (what shows while it has no keyframes). */
export function withStaticValue(
  item: TimelineItem,
  property: KeyframeProperty,
  value: number,
  reference: FrameSize = referenceFrame('16:9'),
): TimelineItem {
  const v = clampKeyframeValue(property, value, reference);
  switch (property) {
    case 'x':
    case 'y':
    case 'scale':
      return { ...item, transform: { ...baseTransform(item, reference), [property]: v } };
    case 'rotation':
      return { ...item, rotation: clamp(v, -360, 360) };
    case 'opacity':
      // The whole alpha: the item's opacity with the overlay's own at 100 %.
      return item.transform
        ? { ...item, opacity: v, transform: { ...item.transform, opacity: 1 } }
        : { ...item, opacity: v };
    case 'volume':
      return { ...item, volume: v };
  }
}

/**
 * CapCut's rule for editing an animated property: while the playhead (`at`, item-relative ms) is
 * inside the item and the property has keyframes, the value goes into the key at `at` (made when
 * there is none). Otherwise undefined: the caller sets the static value.
 */
export function withValueAt(
  item: TimelineItem,
  property: KeyframeProperty,
  value: number,
  at: number | undefined,
  reference?: FrameSize,
): TimelineItem | undefined {
  if (!insideItem(item, at) || !isKeyframed(item, property)) return undefined;
  return withKeyframe(item, property, at!, value, reference);
}

function updateItem(
  document: TimelineDocument,
  itemId: string,
  label: string,
  change: (item: TimelineItem, reference: FrameSize) => TimelineItem | null,
): EditResult {
  const found = locateItem(document, itemId);
  if (!found) return unchanged(document);
  const next = change(found.item, referenceFrame(document.format));
  if (next === null || JSON.stringify(next) === JSON.stringify(found.item))
    return unchanged(document);
  const items = found.track.items.slice();
  items[found.index] = next;
  return edited(label, document, withTrackItems(document, found.track.id, items));
}

const applies = (item: TimelineItem, property: KeyframeProperty) =>
  keyframeablePropertiesOf(item).includes(property);

/**
 * Adds a key for `property` at `time` (item-relative ms, inside the item) holding the value the
 * item shows then. Nothing when a key is already there or the property does not apply.
 */
export const addKeyframe = (
  document: TimelineDocument,
  itemId: string,
  property: KeyframeProperty,
  time: number,
): EditResult =>
  updateItem(document, itemId, 'add keyframe', (item, reference) => {
    const at = Math.round(time);
    if (!applies(item, property) || !insideItem(item, at)) return null;
    if (item.keyframes?.[property]?.some((key) => key.time === at)) return null;
    return withKeyframe(
      item,
      property,
      at,
      animatedValue(item, property, at, reference),
      reference,
    );
  });

/** A key for every property that applies (pictures x, y, scale, rotation, opacity; sound volume). */
export const addKeyframesAll = (
  document: TimelineDocument,
  itemId: string,
  time: number,
): EditResult =>
  updateItem(document, itemId, 'add keyframes', (item, reference) => {
    const at = Math.round(time);
    if (!insideItem(item, at)) return null;
    let next = item;
    for (const property of keyframeablePropertiesOf(item)) {
      if (item.keyframes?.[property]?.some((key) => key.time === at)) continue;
      next = withKeyframe(
        next,
        property,
        at,
        animatedValue(item, property, at, reference),
        reference,
      );
    }
    return next;
  });

/**
 * Sets the property's value as the user sees it: into the key at `at` while it is animated and
 * `at` is inside the item (a key is made there if none), else its static value.
 */
export const setAnimatedValue = (
  document: TimelineDocument,
  itemId: string,
  property: KeyframeProperty,
  value: number,
  at?: number,
): EditResult =>
  updateItem(document, itemId, 'set value', (item, reference) => {
    if (!applies(item, property)) return null;
    return (
      withValueAt(item, property, value, at, reference) ??
      withStaticValue(item, property, value, reference)
    );
  });

/** Changes the value of the key at `time`; nothing when there is none. */
export const setKeyframeValue = (
  document: TimelineDocument,
  itemId: string,
  property: KeyframeProperty,
  time: number,
  value: number,
): EditResult =>
  updateItem(document, itemId, 'set keyframe value', (item, reference) => {
    if (!item.keyframes?.[property]?.some((key) => key.time === time)) return null;
    return withKeyframe(item, property, time, value, reference);
  });

/** Changes how the value travels from the key at `time` to the next. */
export const setKeyframeEasing = (
  document: TimelineDocument,
  itemId: string,
  property: KeyframeProperty,
  time: number,
  easing: Easing,
): EditResult =>
  updateItem(document, itemId, 'set keyframe easing', (item) => {
    const list = item.keyframes?.[property];
    if (!list?.some((key) => key.time === time)) return null;
    return withList(
      item,
      property,
      list.map((key) => (key.time === time ? { ...key, easing } : key)),
    );
  });

const targets = (item: TimelineItem, target: KeyframeTarget): KeyframeProperty[] =>
  target === 'all' ? (Object.keys(item.keyframes ?? {}) as KeyframeProperty[]) : [target];

/**
 * Moves the key at `fromTime` (every property's there, for 'all') to `toTime`, kept inside the
 * item. Refused (nothing changes) when a moved property already has a key at `toTime`.
 */
export const moveKeyframe = (
  document: TimelineDocument,
  itemId: string,
  target: KeyframeTarget,
  fromTime: number,
  toTime: number,
): EditResult =>
  updateItem(document, itemId, 'move keyframe', (item) => {
    const to = clamp(Math.round(toTime), 0, item.duration);
    if (to === fromTime) return null;
    let next = item;
    let moved = false;
    for (const property of targets(item, target)) {
      const list = item.keyframes?.[property];
      const key = list?.find((candidate) => candidate.time === fromTime);
      if (!list || !key) continue;
      if (list.some((candidate) => candidate.time === to)) return null;
      const rest = list.filter((candidate) => candidate !== key);
      const index = keyIndexAtOrBefore(rest, to);
      rest.splice(index + 1, 0, { ...key, time: to });
      next = withList(next, property, rest);
      moved = true;
    }
    return moved ? next : null;
  });

/**
 * Deletes the key at `time` (every property's there, for 'all'). A property's last key leaves its
 * value behind as the static value, so the item keeps looking as it did then.
 */
export const deleteKeyframe = (
  document: TimelineDocument,
  itemId: string,
  target: KeyframeTarget,
  time: number,
): EditResult =>
  updateItem(document, itemId, 'delete keyframe', (item, reference) => {
    let next = item;
    let deleted = false;
    for (const property of targets(item, target)) {
      const list = item.keyframes?.[property];
      const key = list?.find((candidate) => candidate.time === time);
      if (!list || !key) continue;
      const rest = list.filter((candidate) => candidate !== key);
      next = withList(next, property, rest);
      if (rest.length === 0) next = withStaticValue(next, property, key.value, reference);
      deleted = true;
    }
    return deleted ? next : null;
  });

/** Every key time on the item, all properties merged, in order (the timeline's diamonds). */
export function keyframeTimes(item: Pick<TimelineItem, 'keyframes'>): number[] {
  const times = new Set<number>();
  for (const list of Object.values(item.keyframes ?? {}))
    for (const key of list ?? []) times.add(key.time);
  return [...times].sort((a, b) => a - b);
}

/**
 * The item with its overlay transform set to `wanted` (already clamped) as the user sees it at
 * `at` (item-relative ms): x, y and scale that are keyframed go into their keys at `at` when they
 * changed from what shows then; the rest become the static transform. A keyframed opacity is not
 * the transform's to change (the opacity key is the whole alpha): its static part is kept.
 */
export function withTransformAt(
  item: TimelineItem,
  wanted: OverlayTransform,
  at: number | undefined,
  reference?: FrameSize,
): TimelineItem {
  const base = baseTransform(item, reference);
  const keepsOpacity = isKeyframed(item, 'opacity');
  const inside = insideItem(item, at);
  let next = item;
  const staticPart: OverlayTransform = { ...base };
  for (const property of ['x', 'y', 'scale'] as const) {
    if (inside && isKeyframed(item, property)) {
      const now = animatedValue(item, property, at!, reference);
      if (wanted[property] !== now)
        next = withKeyframe(next, property, at!, wanted[property], reference);
    } else staticPart[property] = wanted[property];
  }
  if (!keepsOpacity) staticPart.opacity = wanted.opacity;
  return { ...next, transform: staticPart };
}
