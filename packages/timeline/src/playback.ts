import type { TimelineDocument, TimelineItem } from './document';
import { sourceTimeAt } from './speed/source-time';
import { PLAYBACK_TICK, SKIP_DURATION } from './timeline-numbers';
import { trackLayersAt, type ActiveTransition } from './transitions/active-transitions';

export interface PlayingItem {
  trackId: string;
  item: TimelineItem;
  /** ms into the item's source (speed, freeze frames and transitions' overhang included) */
  sourceTime: number;
  /** set while the item is in a transition */
  transition?: ActiveTransition;
}

/**
 * What plays at `time` on each track (binary search per track), top track first; within a
 * track, an item leaving through a cut transition comes before (under) the one entering.
 */
export function whatPlaysAt(document: TimelineDocument, time: number): PlayingItem[] {
  const playing: PlayingItem[] = [];
  for (const track of document.tracks) {
    for (const { item, transition } of trackLayersAt(track, time)) {
      const entry: PlayingItem = { trackId: track.id, item, sourceTime: sourceTimeAt(item, time) };
      if (transition) entry.transition = transition;
      playing.push(entry);
    }
  }
  return playing;
}
/** The playhead clamped to 0..total duration. */
export function clampSeek(document: TimelineDocument, time: number): number {
  return Math.min(document.totalDuration, Math.max(0, Math.round(time)));
}

/** One playback tick (100 ms); playback stops at the end of the timeline. */
export function advancePlayhead(
  document: TimelineDocument,
  time: number,
): { time: number; playing: boolean } {
  const next = clampSeek(document, time + PLAYBACK_TICK);
  return { time: next, playing: next < document.totalDuration };
}

/** The transport's skip buttons: 10 s back (direction -1) or forward (1), clamped. */
export function skipPlayhead(document: TimelineDocument, time: number, direction: -1 | 1): number {
  return clampSeek(document, time + direction * SKIP_DURATION);
}
