import { AUTO_SCROLL, autoScrollStep } from '@reelwright/timeline';
import { LABEL_WIDTH } from './timeline-geometry';

export interface GesturePointer {
  clientX: number;
  clientY: number;
  shiftKey: boolean;
}

/**
 * Follows a pointer from pointerdown to pointerup, and scrolls the timeline while
 * the pointer sits near its left or right edge (re-running `onMove`, since the time under the
 * pointer changes as the view scrolls). Escape ends it as cancelled.
 */
export function followPointer(
  start: PointerEvent | React.PointerEvent,
  scroller: HTMLElement | null,
  handlers: { onMove: (pointer: GesturePointer) => void; onEnd: (cancelled: boolean) => void },
) {
  const target = start.currentTarget as HTMLElement;
  const pointerId = start.pointerId;
  try {
    target.setPointerCapture(pointerId);
  } catch {
    // The pointer is already gone; the gesture ends at the next event.
  }
  let last: GesturePointer = {
    clientX: start.clientX,
    clientY: start.clientY,
    shiftKey: start.shiftKey,
  };
  let timer: ReturnType<typeof setInterval> | undefined;

  const autoScroll = () => {
    if (!scroller) return;
    const rect = scroller.getBoundingClientRect();
    const step = autoScrollStep(last.clientX - rect.left - LABEL_WIDTH, rect.width - LABEL_WIDTH);
    if (step === 0) {
      clearInterval(timer);
      timer = undefined;
      return;
    }
    const before = scroller.scrollLeft;
    scroller.scrollLeft = before + step;
    if (scroller.scrollLeft !== before) handlers.onMove(last);
  };

  const move = (event: PointerEvent) => {
    if (event.pointerId !== pointerId) return;
    last = { clientX: event.clientX, clientY: event.clientY, shiftKey: event.shiftKey };
    handlers.onMove(last);
    if (timer === undefined && scroller) timer = setInterval(autoScroll, AUTO_SCROLL.tick);
  };
  const finish = (cancelled: boolean) => {
    clearInterval(timer);
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', up);
    window.removeEventListener('pointercancel', cancel);
    window.removeEventListener('keydown', key, true);
    handlers.onEnd(cancelled);
  };
  const up = (event: PointerEvent) => event.pointerId === pointerId && finish(false);
  const cancel = (event: PointerEvent) => event.pointerId === pointerId && finish(true);
  const key = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    finish(true);
  };
  // Listening on the window, not the captured element: an edit can re-order the items, and
  // React moving the element in the DOM silently drops its pointer capture mid-drag.
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', up);
  window.addEventListener('pointercancel', cancel);
  window.addEventListener('keydown', key, true);
}
