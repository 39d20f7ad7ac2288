import {
  CROP_EDGES,
  NO_CROP,
  referenceFrame,
  setItemCrop,
  setItemRotation,
  type Crop,
  type CropEdge,
  type TimelineItem,
} from '@reelwright/timeline';
import {
  useId,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { itemPictureRect, overlayRect } from '../../../lib/composition/frame-layout';
import { framedSourceSize, isQuarterTurn } from '../../../lib/composition/picture-frame';
import { useEditor, useEditorStore } from '../store/editor-context';
import { releaseCapture, usePreviewDrag } from '../preview/use-preview-drag';
import { cropAfterDrag, ROTATION_SNAP, rotationAfterDrag } from './crop-drag';
import { shownPicture } from './picture-selection';

/** Arrow keys move a crop edge this share (Shift: the larger step). */
const CROP_KEY_STEP = { plain: 0.01, shift: 0.1 } as const;
/** Which arrow crops an edge more (in the picture's own axes). */
const INWARD_KEY: Record<CropEdge, string> = {
  left: 'ArrowRight',
  right: 'ArrowLeft',
  top: 'ArrowDown',
  bottom: 'ArrowUp',
};
const OUTWARD_KEY: Record<CropEdge, string> = {
  left: 'ArrowLeft',
  right: 'ArrowRight',
  top: 'ArrowUp',
  bottom: 'ArrowDown',
};
const EDGE_PLACE: Record<CropEdge, string> = {
  left: 'left-0 top-1/2 h-10 w-2.5 -translate-x-1/2 -translate-y-1/2 cursor-ew-resize',
  right: 'right-0 top-1/2 h-10 w-2.5 translate-x-1/2 -translate-y-1/2 cursor-ew-resize',
  top: 'top-0 left-1/2 h-2.5 w-10 -translate-x-1/2 -translate-y-1/2 cursor-ns-resize',
  bottom: 'bottom-0 left-1/2 h-2.5 w-10 -translate-x-1/2 translate-y-1/2 cursor-ns-resize',
};

interface Drag {
  pointerId: number;
  target: Element;
  handle: CropEdge | 'rotate';
  clientX: number;
  clientY: number;
  crop: Crop;
  rotation: number;
  /** the picture's drawn size on screen, unturned */
  drawn: { width: number; height: number };
  /** the picture's centre on screen (client px) */
  centre: { x: number; y: number };
}

/**
 * While cropping (the frame bar's Crop toggle) puts a handle on each of the selected picture's edges (drag inwards to crop; arrows 1 %, Shift 10 %)
 * and a turn handle above it (drag to turn freely, Shift snaps to 15°; arrows 1°, Shift 15°).
 * The handles sit on the picture as it is drawn — turned and flipped with it. Each drag is one
 * undo step and Escape puts it back.
 */
export function CropHandles({
  frameSize,
  sourceSize,
  cropping,
}: {
  frameSize: { width: number; height: number };
  cropping: boolean;
  /** the picture's own px size, when known */
  sourceSize: (item: TimelineItem) => { width: number; height: number } | null;
}) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const item = useEditor(shownPicture);
  const format = useEditor((state) => state.history.document.format);
  const dragRef = usePreviewDrag<Drag>();
  const boxRef = useRef<HTMLDivElement>(null);
  const valueId = useId();

  if (item === null || !(frameSize.width > 0 && frameSize.height > 0)) return null;

  const own = sourceSize(item);
  const framed = framedSourceSize(item, own?.width ?? 0, own?.height ?? 0);
  const reference = referenceFrame(format);
  const rect =
    item.trackType === 'overlay'
      ? overlayRect(
          item.transform,
          framed.width,
          framed.height,
          frameSize.width,
          frameSize.height,
          reference,
        )
      : itemPictureRect(
          item,
          framed.width,
          framed.height,
          frameSize.width,
          frameSize.height,
          reference,
        );
  const rotation = item.rotation ?? 0;
  const quarter = isQuarterTurn(rotation);
  const drawn = {
    width: quarter ? rect.height : rect.width,
    height: quarter ? rect.width : rect.height,
  };
  const crop = { ...NO_CROP, ...item.crop };
  const turn = { rotation, flipH: item.flipH, flipV: item.flipV };

  const startDrag = (handle: Drag['handle'], event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0 || dragRef.current !== null) return;
    event.preventDefault();
    event.stopPropagation();
    const target = event.currentTarget;
    target.focus();
    try {
      target.setPointerCapture(event.pointerId);
    } catch {
      // No capture: the drag still follows moves over the handle.
    }
    const box = boxRef.current?.getBoundingClientRect();
    dragRef.current = {
      pointerId: event.pointerId,
      target,
      handle,
      clientX: event.clientX,
      clientY: event.clientY,
      crop,
      rotation,
      drawn,
      centre: box
        ? { x: box.left + box.width / 2, y: box.top + box.height / 2 }
        : { x: event.clientX, y: event.clientY + 40 },
    };
    store.getState().beginGesture();
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const current = dragRef.current;
    if (current === null || event.pointerId !== current.pointerId) return;
    if (current.handle === 'rotate') {
      const degrees = rotationAfterDrag(
        current.rotation,
        current.centre,
        { x: current.clientX, y: current.clientY },
        { x: event.clientX, y: event.clientY },
        event.shiftKey,
        item.flipH !== item.flipV,
      );
      store.getState().gestureStep((document) => setItemRotation(document, item.id, degrees));
      return;
    }
    const edge = current.handle;
    const next = cropAfterDrag(
      current.crop,
      edge,
      event.clientX - current.clientX,
      event.clientY - current.clientY,
      turn,
      current.drawn,
    );
    store
      .getState()
      .gestureStep((document) => setItemCrop(document, item.id, { [edge]: next[edge] }));
  };

  const finish = (event: ReactPointerEvent<HTMLElement>, keep: boolean) => {
    const current = dragRef.current;
    if (current === null || event.pointerId !== current.pointerId) return;
    dragRef.current = null;
    releaseCapture(current);
    if (keep) store.getState().endGesture();
    else store.getState().cancelGesture();
  };

  const onEdgeKey = (edge: CropEdge, event: ReactKeyboardEvent<HTMLElement>) => {
    const sign = event.key === INWARD_KEY[edge] ? 1 : event.key === OUTWARD_KEY[edge] ? -1 : 0;
    if (sign === 0 || dragRef.current !== null) return;
    event.preventDefault();
    const step = event.shiftKey ? CROP_KEY_STEP.shift : CROP_KEY_STEP.plain;
    store
      .getState()
      .run((document) => setItemCrop(document, item.id, { [edge]: crop[edge] + sign * step }));
  };

  const onTurnKey = (event: ReactKeyboardEvent<HTMLElement>) => {
    const sign = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (sign === 0 || dragRef.current !== null) return;
    event.preventDefault();
    const step = event.shiftKey ? ROTATION_SNAP : 1;
    store.getState().run((document) => setItemRotation(document, item.id, rotation + sign * step));
  };

  const pointerHandlers = {
    onPointerMove,
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => finish(event, true),
    onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => finish(event, false),
  };
  const handleClass =
    'pointer-events-auto absolute touch-none rounded-full border-2 border-white bg-brand-500 shadow focus-visible:outline-2 focus-visible:outline-white';

  return (
    <>
      {cropping && (
        <div className="sr-only">
          {CROP_EDGES.map((edge) => (
            <span key={edge} id={`${valueId}-${edge}`}>
              {t('picture.handles.edgeValue', { percent: Math.round(crop[edge] * 100) })}
            </span>
          ))}
          <span id={`${valueId}-rotate`}>
            {t('picture.handles.rotateValue', { degrees: rotation })}
          </span>
        </div>
      )}
      {cropping && (
        <div
          ref={boxRef}
          data-testid="crop-box"
          className="pointer-events-none absolute border border-dashed border-white/80 shadow-[0_0_0_1px_rgba(0,0,0,0.5)]"
          style={{
            left: rect.x + rect.width / 2 - drawn.width / 2,
            top: rect.y + rect.height / 2 - drawn.height / 2,
            width: drawn.width,
            height: drawn.height,
            // As the canvas draws it: turned about its centre, then mirrored on screen.
            transform: `scale(${item.flipH ? -1 : 1}, ${item.flipV ? -1 : 1}) rotate(${rotation}deg)`,
          }}
        >
          {CROP_EDGES.map((edge) => (
            <button
              key={edge}
              type="button"
              aria-label={t(`picture.handles.edge.${edge}`)}
              aria-describedby={`${valueId}-${edge}`}
              title={t(`picture.handles.edge.${edge}`)}
              className={`${handleClass} ${EDGE_PLACE[edge]}`}
              onPointerDown={(event) => startDrag(edge, event)}
              onKeyDown={(event) => onEdgeKey(edge, event)}
              {...pointerHandlers}
            />
          ))}
          <button
            type="button"
            aria-label={t('picture.handles.rotate')}
            aria-describedby={`${valueId}-rotate`}
            title={t('picture.handles.rotate')}
            className={`${handleClass} top-7 left-1/2 size-4 -translate-x-1/2 cursor-grab active:cursor-grabbing`}
            onPointerDown={(event) => startDrag('rotate', event)}
            onKeyDown={onTurnKey}
            {...pointerHandlers}
          />
        </div>
      )}
    </>
  );
}
