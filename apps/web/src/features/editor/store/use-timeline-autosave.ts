import type { TimelineDocument } from '@reelwright/timeline';
import { useEffect, useRef } from 'react';
import { isInGesture, type EditorStore } from './editor-store';

/**
 * Tells `onChange` about every settled timeline change: each edit, and a drag once it ends (not
 * each of its steps). The project's saver debounces and sends it with the revision checks.
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
      sent = next.history.document;
      latest.current(sent);
    });
  }, [store]);
}
