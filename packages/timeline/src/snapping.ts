import { itemEnd, type TimelineDocument } from './document';
import { lastStartingAtOrBefore } from './track-items';
import { pixelsPerSecond } from './view';

export interface SnapOptions {
  playhead: number;
  zoom: number;
  /** how close, on screen, a time has to be to snap */
  thresholdPx: number;
  /** the item being dragged, whose own edges do not attract it */
  excludeItemId?: string;
}

/**
 * Snaps `time` to the nearest item edge, the playhead or 0 when it is within `thresholdPx` on
 * screen at this zoom; otherwise returns it unchanged. Each track is searched around `time`.
 */
export function snapTime(document: TimelineDocument, time: number, options: SnapOptions): number {
  return nearestSnap(document, time, options).time;
}

/**
 * Snaps a moving item: whichever of its two edges is closer to a snap point decides, and the
 * item keeps its length. Returns the (possibly unchanged) start.
 */
export function snapSpan(
  document: TimelineDocument,
  start: number,
  duration: number,
  options: SnapOptions,
): number {
  const byStart = nearestSnap(document, start, options);
  const byEnd = nearestSnap(document, start + duration, options);
  if (byStart.distance === Infinity && byEnd.distance === Infinity) return start;
  return byStart.distance <= byEnd.distance ? byStart.time : byEnd.time - duration;
}

function nearestSnap(
  document: TimelineDocument,
  time: number,
  options: SnapOptions,
): { time: number; distance: number } {
  const threshold = (options.thresholdPx / pixelsPerSecond(options.zoom)) * 1000;
  let best = time;
  let bestDistance = threshold;
  let found = false;
  const consider = (candidate: number) => {
    const distance = Math.abs(candidate - time);
    if (distance <= bestDistance) {
      best = candidate;
      bestDistance = distance;
      found = true;
    }
  };
  consider(0);
  consider(options.playhead);
  for (const track of document.tracks) {
    const index = lastStartingAtOrBefore(track.items, time);
    // Items do not overlap, so the closest edges belong to a few neighbours of `time`.
    for (let i = Math.max(0, index - 1); i <= index + 2 && i < track.items.length; i += 1) {
      const item = track.items[i]!;
      if (item.id === options.excludeItemId) continue;
      consider(item.startTime);
      consider(itemEnd(item));
    }
  }
  return found ? { time: Math.round(best), distance: bestDistance } : { time, distance: Infinity };
}
