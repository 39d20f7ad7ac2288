import {
  dropTransition,
  TRANSITION_KINDS,
  type Track,
  type TransitionKind,
} from '@reelwright/timeline';
import type { DragEvent } from 'react';
import type { EditorStore } from '../store/editor-store';

/** The drag payload type of a transition tile: its kind. The timeline's lanes read it. */
export const TRANSITION_DRAG_TYPE = 'application/x-reelwright-transition';

/** Whether a drag carries a transition tile (readable while dragging, unlike its payload). */
export const carriesTransition = (event: DragEvent): boolean =>
  Array.from(event.dataTransfer?.types ?? []).includes(TRANSITION_DRAG_TYPE);

/** The kind a dropped tile carries, if it is one. */
export function droppedTransition(event: DragEvent): TransitionKind | undefined {
  const kind = event.dataTransfer?.getData(TRANSITION_DRAG_TYPE);
  return TRANSITION_KINDS.find((known) => known === kind);
}

/**
 * A track lane's dragover: whether it carries a transition (then the lane takes it, unless it
 * is a caption track).
 */
export function overTransitionDrag(event: DragEvent, track: Pick<Track, 'type'>): boolean {
  if (!carriesTransition(event)) return false;
  if (track.type !== 'caption') {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  }
  return true;
}

/**
 * A track lane's drop of a transition tile at `time`: set on the nearest cut or item edge
 * (`dropTransition`, one undo step). Whether it was a transition's.
 */
export function dropTransitionOn(
  event: DragEvent,
  store: EditorStore,
  track: Pick<Track, 'id'>,
  time: number,
): boolean {
  if (!carriesTransition(event)) return false;
  event.preventDefault();
  const kind = droppedTransition(event);
  if (kind) store.getState().run((document) => dropTransition(document, track.id, time, kind));
  return true;
}
