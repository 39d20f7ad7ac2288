import type { TimelineDocument } from '@reelwright/timeline';
import { startTransition, useEffect, useRef } from 'react';
import { isInGesture, type EditorStore } from './editor-store';

/**
 * Tells `onChange` about every settled timeline change: each edit, and a drag once it ends (not
 * each of its steps). The project's saver debounces and sends it with the revision checks.
 *
 * The studio around the editor re-renders for it as a transition: after the frame the edit is
 * drawn in, in slices, not inside the release that ends a drag (~5–8 ms of the script studio,
 * library and export panels, which the timeline does not wait on).
 */
export function useTimelineAutosave(
  store: EditorStore,
  onChange: (document: TimelineDocument) => void,
) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    let sent = store.getState().history.document;
    return store.subscribe((next) => {
      if (isInGesture(next) || next.history.document === sent) return;
      const settled = next.history.document;
      sent = settled;
      startTransition(() => latest.current(settled));
    });
  }, [store]);
}
