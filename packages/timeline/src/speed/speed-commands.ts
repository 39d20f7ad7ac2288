import {
  SPEED_LIMITS,
  itemEnd,
  withTrackItems,
  type Keyframe,
  type Keyframes,
  type TimelineDocument,
  type TimelineItem,
} from '../document';
import { captionsFollowAudio } from '../captions/follow-audio';
import { edited, unchanged, type EditContext, type EditResult } from '../commands/edit-result';
import { locateItem } from '../commands/locate-item';
import { splitItem } from '../commands/split-item';
import { MIN_ITEM_DURATION, seconds } from '../timeline-numbers';
import { itemSpeed, sourceTimeAt } from './source-time';

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A freeze frame is 0.1–30 s long; 2 s unless asked. */
export const FREEZE_FRAME_MS = {
  min: seconds(0.1),
  max: seconds(30),
  default: seconds(2),
} as const;

/** The speeds offered as one-click choices. */
export const SPEED_PRESETS: readonly number[] = [0.25, 0.5, 1, 1.5, 2, 4];

/** Only videos and sound play a source at a speed; a freeze frame plays none. */
export const canChangeSpeed = (item: Pick<TimelineItem, 'type' | 'freezeFrame'>): boolean =>
  (item.type === 'videos' || item.type === 'audios') && item.freezeFrame === undefined;

/** A speed clamped to 0.25–4 and kept to two decimals (so 1.333… is 1.33). */
export function clampSpeed(speed: number): number {
  if (!Number.isFinite(speed)) return 1;
  return Math.round(clamp(speed, SPEED_LIMITS.min, SPEED_LIMITS.max) * 100) / 100;
}

/**
 * The longest an item at `speed` may be: the source left after its trim, played at that speed
 * (unbounded when the source's length is unknown or the item is a freeze frame).
 */
export function longestAtSpeed(
  item: Pick<TimelineItem, 'type' | 'trimStart' | 'sourceDuration' | 'freezeFrame'>,
  speed: number,
): number {
  if (item.freezeFrame !== undefined || item.sourceDuration === undefined) return Infinity;
  if (item.type !== 'videos' && item.type !== 'audios') return Infinity;
  return Math.floor((item.sourceDuration - item.trimStart) / speed);
}

/** Keyframe times scaled with the item's length, so each stays on the same moment of the source. */
function scaledKeyframes(keyframes: Keyframes, factor: number, duration: number): Keyframes {
  const scaled: Keyframes = {};
  for (const [property, list] of Object.entries(keyframes) as Array<
    [keyof Keyframes, readonly Keyframe[] | undefined]
  >) {
    if (!list) continue;
    const next: Keyframe[] = [];
    for (const key of list) {
      const time = clamp(Math.round(key.time * factor), 0, duration);
      // Two keys squeezed onto one ms: the later one wins, as it would when added there.
      if (next.length > 0 && next[next.length - 1]!.time === time) next.pop();
      next.push({ ...key, time });
    }
    scaled[property] = next;
  }
  return scaled;
}

/** Moves every item after `index` on the list by `delta` ms (a ripple). */
const rippled = (items: readonly TimelineItem[], index: number, delta: number): TimelineItem[] =>
  items.map((item, i) =>
    i > index && delta !== 0 ? { ...item, startTime: item.startTime + delta } : item,
  );

/**
 * Plays a video or audio item at `speed` (clamped 0.25–4): it keeps the stretch of source it
 * plays (`duration × speed`), so its length becomes that span / the new speed, rounded to the ms
 * (at least 100 ms, never past the source's end). Like CapCut, the rest of the track ripples:
 * every later item on it moves by the change in length, so nothing overlaps and the gaps stay.
 * Keyframes keep their moments of the source. One undo step.
 */
export function setItemSpeed(
  document: TimelineDocument,
  itemId: string,
  speed: number,
): EditResult {
  const found = locateItem(document, itemId);
  if (!found || !canChangeSpeed(found.item)) return unchanged(document);
  const { item, track, index } = found;
  const next = clampSpeed(speed);
  const current = itemSpeed(item);
  if (next === current && (item.speed !== undefined || next === 1)) return unchanged(document);
  const span = item.duration * current;
  const duration = Math.max(
    MIN_ITEM_DURATION,
    Math.min(Math.round(span / next), longestAtSpeed(item, next)),
  );
  const { speed: _old, keyframes, ...rest } = item;
  const changed: TimelineItem = {
    ...rest,
    ...(next === 1 ? {} : { speed: next }),
    duration,
    ...(keyframes
      ? { keyframes: scaledKeyframes(keyframes, duration / item.duration, duration) }
      : {}),
  };
  const items = rippled(track.items, index, duration - item.duration);
  items[index] = changed;
  const after = withTrackItems(document, track.id, items);
  return edited('change speed', document, captionsFollowAudio(document, after));
}

/** What a freeze frame keeps of the video it is made from: its picture, never its sound. */
function freezeItemOf(
  item: TimelineItem,
  id: string,
  startTime: number,
  duration: number,
  frame: number,
): TimelineItem {
  const {
    speed: _speed,
    fadeIn: _fadeIn,
    fadeOut: _fadeOut,
    keyframes: _keyframes,
    transitionIn: _in,
    transitionOut: _out,
    audioRole: _role,
    origin: _origin,
    ...picture
  } = item;
  return {
    ...picture,
    id,
    startTime,
    duration,
    trimStart: frame,
    freezeFrame: frame,
    volume: 0,
  };
}

/**
 * Freezes a video at `time` for `lengthMs` (clamped 0.1–30 s): the video is split at `time` and a
 * still of the source's picture there (`freezeFrame`, silent) goes between the halves; the
 * right half and everything after it on the track move right by the still's length. Within
 * 100 ms of the item's start (end) the still goes before (after) the whole item instead. One
 * undo step. Does nothing for items that are not videos or for a `time` outside the item.
 */
export function freezeFrame(
  document: TimelineDocument,
  itemId: string,
  time: number,
  lengthMs: number,
  context: Pick<EditContext, 'newId'>,
): EditResult {
  const found = locateItem(document, itemId);
  if (!found || found.item.type !== 'videos') return unchanged(document);
  const { item } = found;
  const at = Math.round(time);
  if (!(at >= item.startTime && at < itemEnd(item))) return unchanged(document);
  const length = Math.round(
    clamp(
      Number.isFinite(lengthMs) ? lengthMs : FREEZE_FRAME_MS.default,
      FREEZE_FRAME_MS.min,
      FREEZE_FRAME_MS.max,
    ),
  );
  const frame = Math.round(sourceTimeAt(item, at));

  let base = document;
  let insertAt: number;
  if (at < item.startTime + MIN_ITEM_DURATION) insertAt = item.startTime;
  else if (at > itemEnd(item) - MIN_ITEM_DURATION) insertAt = itemEnd(item);
  else {
    const split = splitItem(document, itemId, at, context);
    if (!split.undo) return unchanged(document);
    base = split.document;
    insertAt = at;
  }
  const track = base.tracks.find((candidate) => candidate.id === item.trackId)!;
  const still = freezeItemOf(item, context.newId(), insertAt, length, frame);
  const items: TimelineItem[] = [];
  for (const other of track.items) {
    if (other.startTime >= insertAt && items.every((kept) => kept.id !== still.id))
      items.push(still);
    items.push(
      other.startTime >= insertAt ? { ...other, startTime: other.startTime + length } : other,
    );
  }
  if (!items.some((kept) => kept.id === still.id)) items.push(still);
  const after = withTrackItems(base, track.id, items);
  return edited('freeze frame', document, captionsFollowAudio(document, after));
}
