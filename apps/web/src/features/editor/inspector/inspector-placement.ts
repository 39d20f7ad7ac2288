import { useLayoutEffect, useState } from 'react';

export type InspectorPlacement = 'column' | 'strip';

/**
 * The editor's width (CSS px) from which the inspector is a column beside the preview: there the
 * preview keeps ≥ 600 px beside the library and the column. Narrower, the column would squeeze
 * the preview to a sliver, and the inspector is a strip under the timeline's toolbar instead.
 */
export const INSPECTOR_COLUMN_MIN_WIDTH = 1200;

export const inspectorPlacementFor = (editorWidth: number): InspectorPlacement =>
  editorWidth >= INSPECTOR_COLUMN_MIN_WIDTH ? 'column' : 'strip';

/** Where the inspector goes in the editor `element`, followed as it is resized. */
export function useInspectorPlacement(element: HTMLElement | null): InspectorPlacement {
  const [placement, setPlacement] = useState<InspectorPlacement>('strip');
  useLayoutEffect(() => {
    if (!element) return;
    const update = (width: number) => setPlacement(inspectorPlacementFor(width));
    update(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const rect = entries[entries.length - 1]?.contentRect;
      if (rect) update(rect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return placement;
}
