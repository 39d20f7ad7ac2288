import {
  animatedItem,
  referenceFrame,
  setItemOpacity,
  setOverlayTransform,
  whatPlaysAt,
  type OverlayTransform,
  type TimelineItem,
} from '@reelwright/timeline';
import {
  useId,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryFile } from '../library/library-file';
import type { EditorActions, EditorState } from '../store/editor-store';
import { useEditor, useEditorStore } from '../store/editor-context';
import {
  effectiveTransform,
  isVisual,
  pictureGeometry,
  pictureRect,
  resizeFromCorner,
  type Corner,
  type PictureGeometry,
} from '../../../lib/composition/frame-layout';
import { framedSourceSize, isQuarterTurn } from '../../../lib/composition/picture-frame';
import { sliderClass } from './preview-classes';
import { releaseCapture, usePreviewDrag } from './use-preview-drag';

export interface OverlayHandlesProps {
  /** the preview frame's CSS size (px) */
  frameSize: { width: number; height: number };
  fileOf: (mediaId: string) => LibraryFile | undefined;
  /** the picture's own size once its media has loaded (falls back to the library file's) */
  sourceSize?: (item: TimelineItem) => { width: number; height: number } | null;
}

const CORNERS: readonly Corner[] = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'];
const CORNER_LABEL = {
  topLeft: 'preview.overlay.resizeTopLeft',
  topRight: 'preview.overlay.resizeTopRight',
  bottomLeft: 'preview.overlay.resizeBottomLeft',
  bottomRight: 'preview.overlay.resizeBottomRight',
} as const;
const CORNER_PLACE: Record<Corner, string> = {
  topLeft: '-top-1.5 -left-1.5 cursor-nwse-resize',
  topRight: '-top-1.5 -right-1.5 cursor-nesw-resize',
  bottomLeft: '-bottom-1.5 -left-1.5 cursor-nesw-resize',
  bottomRight: '-bottom-1.5 -right-1.5 cursor-nwse-resize',
};
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};
/** the opacity slider's range, percent */
export const OVERLAY_OPACITY_PERCENT = { min: 10, max: 100 } as const;

/** The selected item when it is a picture or title on an overlay track showing at the playhead. */
export function selectedOverlay(state: EditorState): TimelineItem | null {
  if (state.selectedId === null) return null;
  const entry = whatPlaysAt(state.history.document, state.playhead).find(
    (candidate) => candidate.item.id === state.selectedId,
  );
  return entry && entry.item.trackType === 'overlay' && isVisual(entry.item) ? entry.item : null;
}

interface Drag {
  pointerId: number;
  target: Element;
  /** 'move' or the corner being dragged */
  handle: 'move' | Corner;
  clientX: number;
  clientY: number;
  start: OverlayTransform;
  geometry: PictureGeometry;
}

type Store = EditorState & EditorActions;

/**
 * A box over the preview where the selected overlay is drawn: drag it to move, drag a corner to
 * scale (the opposite corner stays), arrow keys move it 1 px (Shift: 10 px), and a slider sets
 * its opacity. Each drag is one undo step; Escape puts it back.
 */
export function OverlayHandles({ frameSize, fileOf, sourceSize }: OverlayHandlesProps) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const item = useEditor(selectedOverlay);
  // A keyframed overlay is shown (and edited) as it looks at the playhead.
  const keyedAt = useEditor((state) => (item?.keyframes ? state.playhead : null));
  const format = useEditor((state) => state.history.document.format);
  const dragRef = usePreviewDrag<Drag>();
  const sliderGesture = useRef(false);
  const opacityId = useId();

  if (item === null || !(frameSize.width > 0 && frameSize.height > 0)) return null;

  const geometryOf = (target: TimelineItem): PictureGeometry => {
    const loaded = sourceSize?.(target);
    const file = fileOf(target.mediaId);
    // The picture as cropped (and turned) is what sits in the box.
    const framed = framedSourceSize(
      target,
      loaded?.width || file?.width || 0,
      loaded?.height || file?.height || 0,
    );
    return pictureGeometry(target, framed.width, framed.height);
  };
  // Transforms are px of the format's reference frame (640 on its long side).
  const reference = referenceFrame(format);
  const shown = keyedAt === null ? item : animatedItem(item, keyedAt);
  const transform = effectiveTransform(shown, reference);
  const rect = pictureRect(
    transform,
    geometryOf(item),
    frameSize.width,
    frameSize.height,
    reference,
  );
  // A free angle turns the picture about its box's centre, so the outline turns with it — by the
  // same outline's smallest angle (a box turned 120° is one turned −60°), so each corner handle
  // stays the corner nearest its name; a quarter turn is in the box already.
  const rotation = shown.rotation ?? 0;
  const turnedBy = isQuarterTurn(rotation) ? 0 : ((((rotation + 90) % 180) + 180) % 180) - 90;
  const toReference = {
    x: reference.width / frameSize.width,
    y: reference.height / frameSize.height,
  };

  const apply = (id: string, partial: Partial<OverlayTransform>) =>
    store
      .getState()
      .run((document) =>
        setOverlayTransform(
          document,
          id,
          partial,
          referenceFrame(document.format),
          store.getState().playhead - item.startTime,
        ),
      );

  function cancelDrag(state: Store) {
    const current = dragRef.current;
    if (current === null) return;
    dragRef.current = null;
    releaseCapture(current);
    state.cancelGesture();
  }

  const startDrag = (handle: Drag['handle'], event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0 || dragRef.current !== null) return;
    event.preventDefault();
    event.stopPropagation();
    const target = event.currentTarget;
    target.focus();
    try {
      target.setPointerCapture(event.pointerId);
    } catch {
      // No capture (pointer already gone): the drag still follows moves over the box.
    }
    const state = store.getState();
    const current = selectedOverlay(state);
    if (current === null) return;
    dragRef.current = {
      pointerId: event.pointerId,
      target,
      handle,
      clientX: event.clientX,
      clientY: event.clientY,
      start: effectiveTransform(animatedItem(current, state.playhead), reference),
      geometry: geometryOf(current),
    };
    state.beginGesture({ kind: 'moving', push: false });
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const current = dragRef.current;
    if (current === null || event.pointerId !== current.pointerId) return;
    const dx = (event.clientX - current.clientX) * toReference.x;
    const dy = (event.clientY - current.clientY) * toReference.y;
    const next =
      current.handle === 'move'
        ? { ...current.start, x: current.start.x + dx, y: current.start.y + dy }
        : {
            ...current.start,
            ...resizeFromCorner(current.start, current.geometry, current.handle, dx, dy),
          };
    apply(item.id, { x: next.x, y: next.y, scale: next.scale, opacity: next.opacity });
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    const current = dragRef.current;
    if (current === null || event.pointerId !== current.pointerId) return;
    dragRef.current = null;
    releaseCapture(current);
    store.getState().endGesture();
  };

  const onPointerCancel = (event: ReactPointerEvent<HTMLElement>) => {
    if (dragRef.current?.pointerId === event.pointerId) cancelDrag(store.getState());
  };

  const onMoveKey = (event: ReactKeyboardEvent<HTMLElement>) => {
    const arrow = ARROWS[event.key];
    if (!arrow || dragRef.current !== null) return;
    event.preventDefault();
    const step = event.shiftKey ? 10 : 1;
    apply(item.id, {
      ...transform,
      x: transform.x + arrow[0] * step,
      y: transform.y + arrow[1] * step,
    });
  };

  const pointerHandlers = {
    onPointerMove,
    onPointerUp,
    onPointerCancel,
  };

  const opacityPercent = Math.round(
    Math.min(
      OVERLAY_OPACITY_PERCENT.max,
      Math.max(
        OVERLAY_OPACITY_PERCENT.min,
        (shown.keyframes?.opacity ? shown.opacity : transform.opacity) * 100,
      ),
    ),
  );
  const endSliderGesture = () => {
    if (!sliderGesture.current) return;
    sliderGesture.current = false;
    store.getState().endGesture();
  };

  return (
    <>
      <div
        className="pointer-events-none absolute"
        style={{
          left: rect.x,
          top: rect.y,
          width: rect.width,
          height: rect.height,
          ...(turnedBy === 0 ? {} : { transform: `rotate(${turnedBy}deg)` }),
        }}
        data-testid="overlay-handles"
      >
        <button
          type="button"
          aria-label={t('preview.overlay.move', { name: item.name })}
          className="pointer-events-auto absolute inset-0 cursor-move touch-none rounded-sm border-2 border-brand-500 bg-brand-500/5 outline-offset-2 focus-visible:outline-2 focus-visible:outline-white"
          onPointerDown={(event) => startDrag('move', event)}
          onKeyDown={onMoveKey}
          {...pointerHandlers}
        />
        {CORNERS.map((corner) => (
          <button
            key={corner}
            type="button"
            aria-label={t(CORNER_LABEL[corner])}
            title={t(CORNER_LABEL[corner])}
            className={`pointer-events-auto absolute size-3 touch-none rounded-full border-2 border-white bg-brand-500 shadow focus-visible:outline-2 focus-visible:outline-white ${CORNER_PLACE[corner]}`}
            onPointerDown={(event) => startDrag(corner, event)}
            {...pointerHandlers}
          />
        ))}
      </div>
      <div className="absolute top-2 right-2 flex items-center gap-2 rounded-control bg-studio-bg/85 px-2 py-1 text-xs text-studio-ink shadow">
        <label htmlFor={opacityId}>{t('preview.overlay.opacity')}</label>
        <input
          id={opacityId}
          type="range"
          min={OVERLAY_OPACITY_PERCENT.min}
          max={OVERLAY_OPACITY_PERCENT.max}
          step={1}
          value={opacityPercent}
          aria-valuetext={t('preview.overlay.opacityValue', { percent: opacityPercent })}
          className={`${sliderClass} w-24`}
          onPointerDown={() => {
            if (sliderGesture.current || dragRef.current !== null) return;
            sliderGesture.current = true;
            store.getState().beginGesture();
          }}
          onPointerUp={endSliderGesture}
          onBlur={endSliderGesture}
          onChange={(event) =>
            item.keyframes?.opacity
              ? store
                  .getState()
                  .run((document) =>
                    setItemOpacity(
                      document,
                      item.id,
                      Number(event.target.value) / 100,
                      store.getState().playhead - item.startTime,
                    ),
                  )
              : apply(item.id, { ...transform, opacity: Number(event.target.value) / 100 })
          }
        />
        <span className="w-9 text-right tabular-nums">{opacityPercent}%</span>
      </div>
    </>
  );
}
