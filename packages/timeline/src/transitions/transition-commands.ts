import {
  findTrack,
  itemEnd,
  withTrackItems,
  type TimelineDocument,
  type TimelineItem,
  type TransitionKind,
} from '../document';
import { edited, unchanged, type EditResult } from '../commands/edit-result';
import { locateItem } from '../commands/locate-item';
import { fitTransitionLength, takesTransition } from './fit-transitions';

/** Which end of an item a transition sits on. */
export type TransitionEdge = 'in' | 'out';

/** A transition dropped from the library lasts 1 s (less on a shorter item). */
export const DEFAULT_TRANSITION_MS = 1_000;
/** How far (ms) a drop may land from a cut or an item's end and still find it. */
export const TRANSITION_DROP_TOLERANCE_MS = 400;

const KEY = { in: 'transitionIn', out: 'transitionOut' } as const;

/**
 * Sets (or with null removes) the transition at one end of an item, one undo step. The length
 * is kept to 100 ms – 3 s and to the item's length. Refused (nothing changes) on captions, on a
 * locked track, and for anything but a crossfade on sound (audio items).
 */
export function setTransition(
  document: TimelineDocument,
  itemId: string,
  edge: TransitionEdge,
  transition: { kind: TransitionKind; duration: number } | null,
): EditResult {
  const found = locateItem(document, itemId);
  if (!found || found.track.locked || found.track.type === 'caption') return unchanged(document);
  const { item, track, index } = found;
  const key = KEY[edge];
  let next: TimelineItem;
  if (transition === null) {
    if (!item[key]) return unchanged(document);
    const { [key]: _removed, ...rest } = item;
    next = rest;
  } else {
    if (!takesTransition(item, transition.kind)) return unchanged(document);
    const wanted = {
      kind: transition.kind,
      duration: fitTransitionLength(item, transition.duration),
    };
    const current = item[key];
    if (current && current.kind === wanted.kind && current.duration === wanted.duration)
      return unchanged(document);
    next = { ...item, [key]: wanted };
  }
  const items = track.items.slice();
  items[index] = next;
  const label = transition === null ? 'remove transition' : 'set transition';
  return edited(label, document, withTrackItems(document, track.id, items));
}

/** Where a transition dropped near a time lands: an item and which of its ends. */
export interface TransitionTarget {
  itemId: string;
  edge: TransitionEdge;
  /** the timeline time (ms) of that cut or edge */
  time: number;
  /** true on a cut between two items (the incoming item's `transitionIn`) */
  cut: boolean;
}

/**
 * The cut or item end on a track nearest `time`, within `tolerance` ms: a cut (an item ending
 * exactly where the next starts) is the incoming item's 'in'; a start with nothing ending there
 * is that item's 'in'; an end with nothing starting there is that item's 'out'. Nothing on a
 * caption track.
 */
export function transitionTargetAt(
  document: TimelineDocument,
  trackId: string,
  time: number,
  tolerance = TRANSITION_DROP_TOLERANCE_MS,
): TransitionTarget | undefined {
  const track = findTrack(document, trackId);
  if (!track || track.type === 'caption') return undefined;
  let best: TransitionTarget | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  const consider = (target: TransitionTarget) => {
    const distance = Math.abs(target.time - time);
    if (distance <= tolerance && distance < bestDistance) {
      best = target;
      bestDistance = distance;
    }
  };
  track.items.forEach((item, index) => {
    const before = track.items[index - 1];
    const after = track.items[index + 1];
    const cut = before !== undefined && itemEnd(before) === item.startTime;
    consider({ itemId: item.id, edge: 'in', time: item.startTime, cut });
    if (!(after && after.startTime === itemEnd(item)))
      consider({ itemId: item.id, edge: 'out', time: itemEnd(item), cut: false });
  });
  return best;
}

/**
 * A transition tile dropped on a track at `time`: sets `kind` for 1 s (`DEFAULT_TRANSITION_MS`,
 * kept to the item) on the cut or item end nearest the drop (`transitionTargetAt`), one undo
 * step. Nothing changes when there is none within the tolerance or the item refuses the kind.
 */
export function dropTransition(
  document: TimelineDocument,
  trackId: string,
  time: number,
  kind: TransitionKind,
  tolerance = TRANSITION_DROP_TOLERANCE_MS,
): EditResult & { target?: TransitionTarget } {
  const target = transitionTargetAt(document, trackId, time, tolerance);
  if (!target) return unchanged(document);
  const result = setTransition(document, target.itemId, target.edge, {
    kind,
    duration: DEFAULT_TRANSITION_MS,
  });
  return result.undo ? { ...result, target } : result;
}
