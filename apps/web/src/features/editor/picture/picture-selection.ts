import {
  findItem,
  isCroppable,
  isTurnable,
  whatPlaysAt,
  type TimelineItem,
} from '@reelwright/timeline';
import type { EditorState } from '../store/editor-store';

/** The selected item when it can be turned and flipped (a video, image or title). */
export function selectedTurnable(state: EditorState): TimelineItem | null {
  if (state.selectedId === null) return null;
  const item = findItem(state.history.document, state.selectedId);
  return item && isTurnable(item) ? item : null;
}

/** The selected video or image (on the main track or an overlay) when it shows at the playhead. */
export function shownPicture(state: EditorState): TimelineItem | null {
  if (state.selectedId === null) return null;
  const entry = whatPlaysAt(state.history.document, state.playhead).find(
    (candidate) => candidate.item.id === state.selectedId,
  );
  return entry && isCroppable(entry.item) && entry.item.trackType !== 'audio' ? entry.item : null;
}
