import { addKeyframesAll, findItem } from '@reelwright/timeline';
import type { EditorStore } from '../store/editor-store';

/**
 * 'K': a keyframe for every property of the selected item at the playhead (one undo step);
 * nothing when no item is selected or the playhead is off it.
 */
export function addKeyframesAtPlayhead(store: EditorStore): void {
  const state = store.getState();
  if (state.selectedId === null) return;
  const item = findItem(state.history.document, state.selectedId);
  if (!item) return;
  state.run((document) =>
    addKeyframesAll(document, item.id, Math.round(state.playhead - item.startTime)),
  );
}
