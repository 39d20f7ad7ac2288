import { SPEED_LIMITS, type TimelineItem } from '../document';

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The item's playback speed, 0.25–4 (absent or invalid is 1). */
export function itemSpeed(item: Pick<TimelineItem, 'speed'>): number {
  const { speed } = item;
  if (speed === undefined || !Number.isFinite(speed)) return 1;
  return clamp(speed, SPEED_LIMITS.min, SPEED_LIMITS.max);
}

/**
 * The source time (ms) an item shows at timeline `time`: `trimStart + (time − start) × speed`.
 * A freeze frame always shows its held time. Times before the item's start (a transition's
 * incoming side) or past its end (the outgoing side plays on) follow the same line, kept inside
 * the source when its length is known: a clip with no media past its out-point holds its last
 * frame.
 */
export function sourceTimeAt(
  item: Pick<TimelineItem, 'startTime' | 'trimStart' | 'speed' | 'freezeFrame' | 'sourceDuration'>,
  time: number,
): number {
  if (item.freezeFrame !== undefined) return item.freezeFrame;
  const at = item.trimStart + (time - item.startTime) * itemSpeed(item);
  const last =
    item.sourceDuration === undefined ? Number.POSITIVE_INFINITY : item.sourceDuration - 1;
  return clamp(at, 0, Math.max(0, last));
}

/** How many ms of source the item plays: its length × its speed (a freeze frame plays none). */
export function sourceSpan(item: Pick<TimelineItem, 'duration' | 'speed' | 'freezeFrame'>): number {
  return item.freezeFrame !== undefined ? 0 : Math.round(item.duration * itemSpeed(item));
}
