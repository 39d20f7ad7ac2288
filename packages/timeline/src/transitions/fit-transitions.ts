import type { TimelineItem, Transition, TransitionKind } from '../document';

// The rules a transition keeps whatever edit its item goes through: 100 ms – 3 s, never longer
// than the item; none on captions; sound (audio items) only crossfades. Every command ends in
// `withTrackItems`, which passes each item through `fitTransitions`, so a trim, split, move or
// paste can never leave one outlasting its item.

/** ms, the shortest and longest transition (the schema's `TRANSITION_MS`). */
const MIN_MS = 100;
const MAX_MS = 3_000;

/** Whether an item may have a transition of this kind at all. */
export function takesTransition(
  item: Pick<TimelineItem, 'type' | 'trackType'>,
  kind: TransitionKind,
): boolean {
  if (item.type === 'caption' || item.trackType === 'caption') return false;
  if (item.type === 'audios' || item.trackType === 'audio') return kind === 'crossfade';
  return true;
}

/** A transition's length on an item: whole ms, 100 – 3 000, and not more than the item. */
export function fitTransitionLength(
  item: Pick<TimelineItem, 'duration'>,
  duration: number,
): number {
  const wanted = Number.isFinite(duration) ? Math.round(duration) : MIN_MS;
  return Math.max(MIN_MS, Math.min(MAX_MS, Math.floor(item.duration), wanted));
}

function fitOne(item: TimelineItem, transition: Transition | undefined): Transition | undefined {
  if (!transition || !takesTransition(item, transition.kind)) return undefined;
  const duration = fitTransitionLength(item, transition.duration);
  return duration === transition.duration ? transition : { ...transition, duration };
}

/** The item with its transitions inside the rules (the same object when they already are). */
export function fitTransitions(item: TimelineItem): TimelineItem {
  if (!item.transitionIn && !item.transitionOut) return item;
  const transitionIn = fitOne(item, item.transitionIn);
  const transitionOut = fitOne(item, item.transitionOut);
  if (transitionIn === item.transitionIn && transitionOut === item.transitionOut) return item;
  const { transitionIn: _in, transitionOut: _out, ...rest } = item;
  return {
    ...rest,
    ...(transitionIn ? { transitionIn } : {}),
    ...(transitionOut ? { transitionOut } : {}),
  };
}
