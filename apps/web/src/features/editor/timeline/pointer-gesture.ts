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
 *
 * `onMove` gets the newest pointer once per frame, in the frame's animation callbacks: however
 * many moves arrive, an edit is made and drawn once a frame, and the frame's start does not wait
 * on it. A release applies a move still waiting before `onEnd`.
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
  let frame: number | undefined;
  const applyMove = () => {
    frame = undefined;
    handlers.onMove(last);
  };

  // The view's box is read once, while the press finds the page laid out: reading it on each
  // tick forced a layout of the page between frames whenever a step had changed it.
  const view = scroller?.getBoundingClientRect();
  const stepAt = (clientX: number) =>
    view ? autoScrollStep(clientX - view.left - LABEL_WIDTH, view.width - LABEL_WIDTH) : 0;
  /** Whether the view has room to scroll by `step` (a press near its start edge has none). */
  const canScroll = (step: number) =>
    scroller !== null &&
    (step < 0
      ? scroller.scrollLeft > 0
      : step > 0 && scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth);

  const autoScroll = () => {
    const step = stepAt(last.clientX);
    if (!scroller || !canScroll(step)) {
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
    frame ??= requestAnimationFrame(applyMove);
    // Read as the move arrives, before its frame changes the page.
    if (timer === undefined && canScroll(stepAt(last.clientX)))
      timer = setInterval(autoScroll, AUTO_SCROLL.tick);
  };
  const finish = (cancelled: boolean) => {
    clearInterval(timer);
    if (frame !== undefined) {
      cancelAnimationFrame(frame);
      if (!cancelled) applyMove();
    }
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
