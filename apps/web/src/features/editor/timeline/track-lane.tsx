import {
  itemsInRange,
  TRACK_ROW_HEIGHT,
  timeToPixels,
  type DropPreview,
  type Track,
} from '@reelwright/timeline';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryFile, MediaKind } from '../library/library-file';
import { useEditorStore } from '../store/editor-context';
import { dropTitle, overTitleDrag } from '../text/add-title';
import { dropTransitionOn, overTransitionDrag } from '../transitions/transition-drag';
import { useTimelineGeometry } from './timeline-geometry';
import { TimelineItemView } from './timeline-item-view';

export const LIBRARY_DRAG_TYPE = 'application/x-reelwright-file';

/** A locked track's lane is hatched (its items cannot be moved, trimmed or added to). */
const LOCKED_LANE_CLASS =
  '[background-image:repeating-linear-gradient(135deg,rgba(255,255,255,.07)_0_4px,transparent_4px_10px)]';

type TrackLaneProps = {
  track: Track;
  zoom: number;
  /** ms: the stretch in view (with a margin); only its items are drawn */
  viewFrom: number;
  viewTo: number;
  selectedId: string | null;
  /** the drop preview when it is for this track */
  dropPreview: DropPreview | null;
  fileOf: (mediaId: string) => LibraryFile | undefined;
  filesOfKind: (kind: MediaKind) => readonly LibraryFile[];
};

/** One track's row: its items in view, the drop preview, double-click to add the selected file. */
export const TrackLane = memo(function TrackLane({
  track,
  zoom,
  viewFrom,
  viewTo,
  selectedId,
  dropPreview,
  fileOf,
  filesOfKind,
}: TrackLaneProps) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const geometry = useTimelineGeometry();
  const visible = itemsInRange(track.items, viewFrom, viewTo);

  const hover = (event: React.DragEvent) => {
    if (overTitleDrag(event, track)) return;
    if (overTransitionDrag(event, track)) return;
    const state = store.getState();
    if (!state.draggedFile) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    state.hoverDrop({
      time: Math.max(0, geometry.timeAtClientX(event.clientX)),
      trackId: track.id,
      ripple: event.shiftKey,
    });
  };

  return (
    <div
      role="group"
      aria-label={t('timeline.lane', { name: track.name })}
      data-track-id={track.id}
      data-locked={track.locked ? 'true' : undefined}
      className={`relative border-b border-studio-line/60 ${track.locked ? LOCKED_LANE_CLASS : ''}`}
      style={{ height: TRACK_ROW_HEIGHT }}
      onDragOver={hover}
      onDragEnter={hover}
      onDrop={(event) => {
        const time = Math.max(0, geometry.timeAtClientX(event.clientX));
        if (dropTitle(event, store, track, time)) return;
        if (dropTransitionOn(event, store, track, time)) return;
        event.preventDefault();
        hover(event);
        store.getState().finishLibraryDrag();
      }}
      onDoubleClick={(event) => {
        const state = store.getState();
        const file = state.selectedFileId ? fileOf(state.selectedFileId) : undefined;
        if (!file) return;
        state.addFile(file, Math.max(0, geometry.timeAtClientX(event.clientX)), track.id);
      }}
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) store.getState().select(null);
      }}
    >
      {visible.map((item) => {
        const typed = item.type === 'text' || item.type === 'caption';
        const file = typed ? undefined : fileOf(item.mediaId);
        return (
          <TimelineItemView
            key={item.id}
            item={item}
            zoom={zoom}
            selected={item.id === selectedId}
            file={file}
            relinkCandidates={
              file === undefined && item.type !== 'text' && item.type !== 'caption'
                ? filesOfKind(item.type)
                : undefined
            }
          />
        );
      })}
      {dropPreview && (
        <div
          aria-hidden="true"
          data-drop-preview={dropPreview.isValid ? 'valid' : 'invalid'}
          className={`pointer-events-none absolute top-1 bottom-1 rounded-md border-2 border-dashed ${dropPreview.isValid ? (dropPreview.shouldRipple ? 'border-warning-500 bg-warning-500/20' : 'border-success-600 bg-success-600/20') : 'border-danger-600 bg-danger-600/20'}`}
          style={{
            left: timeToPixels(dropPreview.time, zoom),
            width: Math.max(2, timeToPixels(dropPreview.duration, zoom)),
          }}
        />
      )}
    </div>
  );
});
