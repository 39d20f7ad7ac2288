import { useEffect, useRef } from 'react';
import { useEditorStore } from '../store/editor-context';

/** A pointer drag on the preview: the pointer and the element that holds its capture. */
export interface PointerDrag {
  pointerId: number;
  target: Element;
}

export function releaseCapture(drag: PointerDrag): void {
  try {
    if (drag.target.hasPointerCapture(drag.pointerId))
      drag.target.releasePointerCapture(drag.pointerId);
  } catch {
    // Already released.
  }
}

/**
 * The drag in progress of a preview control whose drags are one undo gesture each: Escape
 * anywhere puts it back where it started, and a drag still going when the control goes away
 * (its item deselected, unmounted) is kept as it is.
 */
export function usePreviewDrag<T extends PointerDrag>() {
  const store = useEditorStore();
  const drag = useRef<T | null>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const current = drag.current;
      if (event.key !== 'Escape' || current === null) return;
      drag.current = null;
      releaseCapture(current);
      store.getState().cancelGesture();
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (drag.current !== null) {
        drag.current = null;
        store.getState().endGesture();
      }
    };
  }, [store]);
  return drag;
}
