import {
  moveItem,
  relinkMedia,
  resizeItem,
  seconds,
  snapSpan,
  snapTime,
  timeToPixels,
  type ResizeEdge,
  type TimelineItem,
} from '@reelwright/timeline';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryFile } from '../library/library-file';
import { useEditorStore } from '../store/editor-context';
import { formatTime } from '../format-time';
import { FadeHandles } from '../sound/fade-handles';
import { ItemLevelControl } from './item-level-control';
import { KeyframeDiamonds } from '../keyframes/keyframe-diamonds';
import { TransitionMarkers } from '../transitions/transition-markers';
import { withSpeedNote } from '../speed/speed-badge';
import { followPointer } from './pointer-gesture';
import { refuseLockedEdit } from '../tracks/locked-notice';
import { useTimelineGeometry } from './timeline-geometry';
import { ItemFace, itemLabel } from './timeline-item-face';

const SNAP_PX = 8;
/** A press that moves less than this is a click (select), not a drag. */
const DRAG_THRESHOLD_PX = 3;

const KIND_CLASS: Record<TimelineItem['type'], string> = {
  videos: 'bg-clip-video/80 border-clip-video',
  audios: 'bg-clip-audio/80 border-clip-audio',
  images: 'bg-clip-image/80 border-clip-image',
  text: 'bg-brand-600/80 border-brand-400',
  caption: 'bg-clip-caption/90 border-clip-caption',
};

type ItemViewProps = {
  item: TimelineItem;
  zoom: number;
  selected: boolean;
  /** the library file it plays; undefined (for media) means the file is offline */
  file: LibraryFile | undefined;
  /** library files of the same kind, offered for relinking when offline */
  relinkCandidates: readonly LibraryFile[] | undefined;
};

/** One item on a track: drag to move (Shift pushes), drag an edge to trim. */
export const TimelineItemView = memo(function TimelineItemView({
  item,
  zoom,
  selected,
  file,
  relinkCandidates,
}: ItemViewProps) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const geometry = useTimelineGeometry();
  const left = timeToPixels(item.startTime, zoom);
  const width = Math.max(2, timeToPixels(item.duration, zoom));
  const typed = item.type === 'text' || item.type === 'caption';
  const offline = !typed && file === undefined;

  const snapOptions = () => {
    const state = store.getState();
    return {
      playhead: state.playhead,
      zoom: state.zoom,
      thresholdPx: SNAP_PX,
      excludeItemId: item.id,
    };
  };

  const startMove = (event: React.PointerEvent) => {
    if (event.button !== 0) return;
    const state = store.getState();
    state.select(item.id);
    if (refuseLockedEdit(store, item.trackId)) return;
    const grabOffset = geometry.timeAtClientX(event.clientX) - item.startTime;
    const startX = event.clientX;
    let dragging = false;
    followPointer(event, geometry.scroller(), {
      onMove(pointer) {
        if (!dragging) {
          if (Math.abs(pointer.clientX - startX) < DRAG_THRESHOLD_PX) return;
          dragging = true;
          store.getState().beginGesture({ kind: 'moving', push: pointer.shiftKey });
        }
        const current = store.getState();
        let startTime = geometry.timeAtClientX(pointer.clientX) - grabOffset;
        if (current.snapping)
          startTime = snapSpan(current.history.document, startTime, item.duration, snapOptions());
        const trackId = geometry.trackAtPoint(pointer.clientX, pointer.clientY) ?? item.trackId;
        const push = pointer.shiftKey;
        if (current.mode.kind === 'moving' && current.mode.push !== push)
          current.setMode({ kind: 'moving', push });
        current.gestureStep((document) =>
          moveItem(document, item.id, {
            startTime: Math.max(0, startTime),
            trackId,
            mode: push ? 'push' : 'exact',
          }),
        );
      },
      onEnd(cancelled) {
        if (!dragging) return;
        const current = store.getState();
        if (cancelled) current.cancelGesture();
        else current.endGesture();
      },
    });
  };

  const startTrim = (edge: ResizeEdge) => (event: React.PointerEvent) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    const state = store.getState();
    state.select(item.id);
    if (refuseLockedEdit(store, item.trackId)) return;
    state.beginGesture({ kind: 'resizing', edge });
    followPointer(event, geometry.scroller(), {
      onMove(pointer) {
        const current = store.getState();
        let time = geometry.timeAtClientX(pointer.clientX);
        if (current.snapping) time = snapTime(current.history.document, time, snapOptions());
        current.gestureStep((document) => resizeItem(document, item.id, edge, time));
      },
      onEnd(cancelled) {
        const current = store.getState();
        if (cancelled) current.cancelGesture();
        else current.endGesture();
      },
    });
  };

  const trimByKey = (edge: ResizeEdge) => (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const step = seconds(event.shiftKey ? 1 : 0.1) * (event.key === 'ArrowLeft' ? -1 : 1);
    const edgeTime = edge === 'left' ? item.startTime : item.startTime + item.duration;
    store.getState().run((document) => resizeItem(document, item.id, edge, edgeTime + step));
  };

  return (
    // The item is a positioned box holding one select button (its face) and, beside it, its own
    // controls (trims, level, relink): controls never nest inside the button.
    <div
      data-item
      className={`group absolute top-1 bottom-1 overflow-hidden rounded-md border text-xs text-white select-none ${KIND_CLASS[item.type]} ${selected ? 'ring-2 ring-white' : ''} ${offline ? 'border-dashed [background-image:repeating-linear-gradient(45deg,rgba(0,0,0,.35)_0_6px,transparent_6px_12px)]' : ''}`}
      style={{ left, width, opacity: offline ? 0.7 : 1 }}
      onPointerDown={startMove}
      onDoubleClick={(event) => event.stopPropagation()}
    >
      <button
        type="button"
        data-item-id={item.id}
        aria-pressed={selected}
        aria-label={withSpeedNote(
          t,
          item,
          t('timeline.item.label', {
            name: itemLabel(item),
            start: formatTime(item.startTime),
            end: formatTime(item.startTime + item.duration),
          }),
        )}
        className="absolute inset-0 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white"
        onClick={() => store.getState().select(item.id)}
      >
        <ItemFace item={item} file={file} offline={offline} width={width} />
      </button>
      {offline && <RelinkControl item={item} candidates={relinkCandidates ?? []} />}
      {!offline && item.type !== 'caption' && width >= 48 && <ItemLevelControl item={item} />}
      {(item.type === 'audios' || item.type === 'videos') && (
        <FadeHandles
          item={item}
          width={width}
          zoom={zoom}
          selected={selected}
          hasLevelButton={!offline && width >= 48}
        />
      )}
      {item.keyframes && <KeyframeDiamonds item={item} zoom={zoom} />}
      {(item.transitionIn || item.transitionOut) && (
        <TransitionMarkers item={item} zoom={zoom} width={width} />
      )}
      <span
        role="slider"
        tabIndex={selected ? 0 : -1}
        aria-label={t('timeline.item.trimLeft')}
        aria-valuemin={0}
        aria-valuemax={item.startTime + item.duration}
        aria-valuenow={item.startTime}
        aria-valuetext={formatTime(item.startTime)}
        className="absolute top-0 bottom-0 left-0 w-2 cursor-ew-resize bg-white/0 hover:bg-white/40 focus-visible:bg-white/60"
        onPointerDown={startTrim('left')}
        onKeyDown={trimByKey('left')}
      />
      <span
        role="slider"
        tabIndex={selected ? 0 : -1}
        aria-label={t('timeline.item.trimRight')}
        aria-valuemin={item.startTime}
        aria-valuemax={Number.MAX_SAFE_INTEGER}
        aria-valuenow={item.startTime + item.duration}
        aria-valuetext={formatTime(item.startTime + item.duration)}
        className="absolute top-0 right-0 bottom-0 w-2 cursor-ew-resize bg-white/0 hover:bg-white/40 focus-visible:bg-white/60"
        onPointerDown={startTrim('right')}
        onKeyDown={trimByKey('right')}
      />
    </div>
  );
});

function RelinkControl({
  item,
  candidates,
}: {
  item: TimelineItem;
  candidates: readonly LibraryFile[];
}) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const [open, setOpen] = useState(false);
  return (
    <div
      className="absolute bottom-1 left-1 z-10"
      onPointerDown={(event) => event.stopPropagation()}
      onDoubleClick={(event) => event.stopPropagation()}
    >
      <span className="sr-only">{t('timeline.item.offline', { name: item.name })}</span>
      <button
        type="button"
        aria-expanded={open}
        aria-label={t('timeline.item.relinkTo', { name: item.name })}
        className="rounded bg-black/50 px-1.5 py-0.5 text-[11px] font-semibold hover:bg-black/70"
        onClick={() => setOpen((value) => !value)}
      >
        {t('timeline.item.relink')}
      </button>
      {open && (
        <div className="fixed z-30 mt-1 max-h-48 w-56 overflow-auto rounded-control border border-studio-line bg-studio-panel p-1 text-studio-ink shadow-lg">
          {candidates.length === 0 ? (
            <p className="p-2 text-xs text-studio-ink-muted">
              {t('timeline.item.relinkNone', { kind: t(`timeline.kinds.${item.type}`) })}
            </p>
          ) : (
            candidates.map((file) => (
              <button
                key={file.id}
                type="button"
                className="block w-full truncate rounded px-2 py-1 text-left text-xs hover:bg-studio-raised"
                onClick={() => {
                  setOpen(false);
                  store.getState().run((document) =>
                    relinkMedia(document, item.mediaId, {
                      mediaId: file.id,
                      name: file.name,
                      ...(file.duration > 0 ? { sourceDuration: seconds(file.duration) } : {}),
                    }),
                  );
                }}
              >
                {file.name}
              </button>
            ))
          )}
        </div>
      )}
    </div>
  );
}
