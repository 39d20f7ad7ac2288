import { findTrack } from '@reelwright/timeline';
import type { EditorStore } from '../store/editor-store';

/**
 * Before a drag or trim of an item: when its track is locked, the header's status says so
 * ('Audio 1 is locked') and the caller does not start. True when the edit is refused.
 */
export function refuseLockedEdit(store: EditorStore, trackId: string): boolean {
  const state = store.getState();
  const track = findTrack(state.history.document, trackId);
  if (track?.locked !== true) return false;
  state.setMode({ kind: 'locked', name: track.name });
  return true;
}
