import { findItem, hasPicture, whatPlaysAt, type TimelineItem } from '@reelwright/timeline';
import type { EditorState } from '../store/editor-store';

/** The selected item when it is a video or image on the main track (it fills the frame). */
export function selectedMainPicture(state: EditorState): TimelineItem | null {
  if (state.selectedId === null) return null;
  const item = findItem(state.history.document, state.selectedId);
  return item && item.trackType === 'main' && hasPicture(item) ? item : null;
}

/** The selected main-track picture when it fills the frame (cropped) and shows at the playhead. */
export function pannablePicture(state: EditorState): TimelineItem | null {
  const item = selectedMainPicture(state);
  if (!item || item.fit !== 'fill') return null;
  const showing = whatPlaysAt(state.history.document, state.playhead).some(
    (entry) => entry.item === item,
  );
  return showing ? item : null;
}
