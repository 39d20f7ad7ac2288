import type { TimelineDocument, TimelineItem } from './document';
import { PLAYBACK_TICK, SKIP_DURATION } from './timeline-numbers';
import { itemCovering } from './track-items';

export interface PlayingItem {
  trackId: string;
  item: TimelineItem;
  /** ms into the item's source */
  sourceTime: number;
}

/** What plays at `time` on each track (binary search per track), top track first. */
export function whatPlaysAt(document: TimelineDocument, time: number): PlayingItem[] {
  const playing: PlayingItem[] = [];
  for (const track of document.tracks) {
    const item = itemCovering(track.items, time);
    if (item)
      playing.push({ trackId: track.id, item, sourceTime: item.trimStart + time - item.startTime });
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
