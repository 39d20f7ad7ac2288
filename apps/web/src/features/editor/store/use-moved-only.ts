import type { TimelineItem } from '@reelwright/timeline';
import { useRef } from 'react';
import { movedOnly } from './moved-only';

/**
 * Wraps a selector of one item so that it hands back the item it gave last while the item has
 * only moved in time (zustand's `useShallow`, for items): an inspector that never shows where
 * the item starts does not re-render on every step of a drag. Only for components that read
 * nothing from `startTime`.
 */
export function useMovedOnly<S>(
  selector: (state: S) => TimelineItem | undefined,
): (state: S) => TimelineItem | undefined {
  const last = useRef<TimelineItem | undefined>(undefined);
  return (state) => {
    const next = selector(state);
    if (last.current && next && movedOnly(last.current, next)) return last.current;
    last.current = next;
    return next;
  };
}
