import type { TimelineDocument } from '@reelwright/timeline';
import { useRef } from 'react';
import { useEditor } from './editor-context';

/**
 * A value derived from the timeline document alone, worked out again only when the document (or
 * `key`) changes. A plain selector runs on every store change — every frame of a play, as the
 * playhead moves — and one that filters the tracks allocates each time.
 */
export function useDocumentValue<T>(select: (document: TimelineDocument) => T, key: string): T {
  const cache = useRef<{ document: TimelineDocument; key: string; value: T } | null>(null);
  return useEditor((state) => {
    const { document } = state.history;
    const last = cache.current;
    if (last && last.document === document && last.key === key) return last.value;
    const value = select(document);
    cache.current = { document, key, value };
    return value;
  });
}
