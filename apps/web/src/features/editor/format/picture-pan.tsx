import { CENTRED_PAN, setItemPan, type Pan, type TimelineItem } from '@reelwright/timeline';
import {
  useId,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor, useEditorStore } from '../store/editor-context';
import { fillOverflow } from '../../../lib/composition/frame-layout';
import { framedSourceSize } from '../../../lib/composition/picture-frame';
import { releaseCapture, usePreviewDrag } from '../preview/use-preview-drag';
import { pannablePicture } from './selected-picture';

/** Arrow keys move the pan this far (Shift: the larger step), of the −1..1 range. */
export const PAN_KEY_STEP = { plain: 0.05, shift: 0.25 } as const;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

interface Drag {
  pointerId: number;
  target: Element;
  clientX: number;
  clientY: number;
  start: Pan;
  /** px of the preview the picture overflows by on each axis */
  overflow: { width: number; height: number };
}

/**
 * The pan of a pan, moved by the picture's own drag: the picture follows the pointer, so dragging
 * right shows more of its left side. An axis the picture does not overflow keeps its pan.
 */
export function dragPan(start: Pan, dx: number, dy: number, overflow: Drag['overflow']): Pan {
  return {
    x: overflow.width > 0 ? start.x - (2 * dx) / overflow.width : start.x,
    y: overflow.height > 0 ? start.y - (2 * dy) / overflow.height : start.y,
  };
}

/**
 * Over the preview while a main-track picture set to 'fill' is selected and showing: drag it to
 * choose which part of it the frame shows (one undo step per drag, Escape puts it back), or focus
 * it and use the arrow keys (each press one step). The arrows move the picture, as a drag does.
 */
export function PicturePan({
  frameSize,
  sourceSize,
}: {
  frameSize: { width: number; height: number };
  /** the picture's own px size, when known */
  sourceSize: (item: TimelineItem) => { width: number; height: number } | null;
}) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const item = useEditor(pannablePicture);
  const dragRef = usePreviewDrag<Drag>();
  const valueId = useId();

  if (item === null || !(frameSize.width > 0 && frameSize.height > 0)) return null;
  const pan = item.pan ?? CENTRED_PAN;
  const overflowOf = () => {
    const size = sourceSize(item);
    if (!size) return { width: 0, height: 0 };
    // The picture as cropped (and turned) is what fills the frame.
    const framed = framedSourceSize(item, size.width, size.height);
    return fillOverflow(framed.width, framed.height, frameSize.width, frameSize.height);
  };
  const percent = (value: number) => Math.round(((value + 1) / 2) * 100);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0 || dragRef.current !== null) return;
    event.preventDefault();
    const target = event.currentTarget;
    target.focus();
    try {
      target.setPointerCapture(event.pointerId);
    } catch {
      // No capture: the drag still follows moves over the picture.
    }
    dragRef.current = {
      pointerId: event.pointerId,
      target,
      clientX: event.clientX,
      clientY: event.clientY,
      start: pan,
      overflow: overflowOf(),
    };
    store.getState().beginGesture();
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const current = dragRef.current;
    if (current === null || event.pointerId !== current.pointerId) return;
    const next = dragPan(
      current.start,
      event.clientX - current.clientX,
      event.clientY - current.clientY,
      current.overflow,
    );
    store.getState().gestureStep((document) => setItemPan(document, item.id, next));
  };

  const finish = (event: ReactPointerEvent<HTMLElement>, keep: boolean) => {
    const current = dragRef.current;
    if (current === null || event.pointerId !== current.pointerId) return;
    dragRef.current = null;
    releaseCapture(current);
    if (keep) store.getState().endGesture();
    else store.getState().cancelGesture();
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    const arrow = ARROWS[event.key];
    if (!arrow || dragRef.current !== null) return;
    event.preventDefault();
    const step = event.shiftKey ? PAN_KEY_STEP.shift : PAN_KEY_STEP.plain;
    // The picture moves the way the arrow points, so the pan goes the other way.
    const next = { x: pan.x - arrow[0] * step, y: pan.y - arrow[1] * step };
    store.getState().run((document) => setItemPan(document, item.id, next));
  };

  return (
    <>
      <span id={valueId} className="sr-only">
        {t('frame.pan.value', { x: percent(pan.x), y: percent(pan.y) })}
      </span>
      <button
        type="button"
        aria-label={t('frame.pan.label', { name: item.name })}
        aria-describedby={valueId}
        data-testid="picture-pan"
        data-pan-x={pan.x}
        data-pan-y={pan.y}
        className="absolute inset-0 cursor-grab touch-none outline-offset-[-3px] focus-visible:outline-2 focus-visible:outline-brand-400 active:cursor-grabbing"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => finish(event, true)}
        onPointerCancel={(event) => finish(event, false)}
        onKeyDown={onKeyDown}
      />
    </>
  );
}
