import { itemEnd, type TimelineItem, type Track, type TransitionKind } from '../document';
import { lastStartingAtOrBefore } from '../track-items';

/**
 * A transition in progress on one layer. 'outgoing' / 'incoming' are the two sides of a cut
 * transition (the incoming item's `transitionIn`, with the previous item ending at its start);
 * 'in' / 'out' an item coming from or going to nothing (its `transitionIn` with no item before
 * it, its `transitionOut`). `progress` runs 0 → 1 over the transition.
 */
export interface ActiveTransition {
  kind: TransitionKind;
  role: 'outgoing' | 'incoming' | 'in' | 'out';
  progress: number;
}

/** The transition's length, never more than the item it belongs to. */
export const transitionLength = (item: TimelineItem, duration: number): number =>
  Math.max(0, Math.min(duration, item.duration));

/** The item on the same track ending exactly where `item` starts (a cut), if any. */
export function itemBeforeCut(track: Track, index: number): TimelineItem | undefined {
  const item = track.items[index];
  const before = track.items[index - 1];
  return item && before && itemEnd(before) === item.startTime ? before : undefined;
}

export interface TransitionLayer {
  item: TimelineItem;
  transition?: ActiveTransition;
}

/**
 * What a track shows at `time`, bottom-up: the item covering it, and under it the outgoing item
 * while a cut transition runs (that item plays past its own end). Each carries the transition it
 * is in, if any. Empty when nothing covers `time`.
 */
export function trackLayersAt(track: Track, time: number): TransitionLayer[] {
  const index = lastStartingAtOrBefore(track.items, time);
  const item = track.items[index];
  if (!item || time >= itemEnd(item)) return [];
  const offset = time - item.startTime;
  const layers: TransitionLayer[] = [];
  let transition: ActiveTransition | undefined;
  const entering = item.transitionIn;
  if (entering) {
    const length = transitionLength(item, entering.duration);
    if (offset < length) {
      const progress = length > 0 ? offset / length : 1;
      const before = itemBeforeCut(track, index);
      if (before) {
        layers.push({
          item: before,
          transition: { kind: entering.kind, role: 'outgoing', progress },
        });
        transition = { kind: entering.kind, role: 'incoming', progress };
      } else transition = { kind: entering.kind, role: 'in', progress };
    }
  }
  const leaving = item.transitionOut;
  if (!transition && leaving) {
    const length = transitionLength(item, leaving.duration);
    const left = item.duration - offset;
    if (left <= length && length > 0)
      transition = { kind: leaving.kind, role: 'out', progress: 1 - left / length };
  }
  layers.push(transition ? { item, transition } : { item });
  return layers;
}

/**
 * How long each item plays past its own end, under the next item's cut transition (ms, by item
 * id; items that do not are left out). The export decodes an item's pictures over this too.
 */
export function transitionOverhangs(document: { tracks: readonly Track[] }): Map<string, number> {
  const overhangs = new Map<string, number>();
  for (const track of document.tracks) {
    track.items.forEach((item, index) => {
      const before = item.transitionIn ? itemBeforeCut(track, index) : undefined;
      if (before) overhangs.set(before.id, transitionLength(item, item.transitionIn!.duration));
    });
  }
  return overhangs;
}
