import { pixelsToTime } from '@reelwright/timeline';
import { createContext, useContext } from 'react';

/** Width of the track-label column, px. */
export const LABEL_WIDTH = 136;
/** Height of the ruler row, px. */
export const RULER_HEIGHT = 28;

export interface TimelineGeometry {
  /** the scrolling element (null before it mounts) */
  scroller: () => HTMLDivElement | null;
  /** ms at a pointer's clientX, at the current zoom and scroll (may be negative left of 0) */
  timeAtClientX: (clientX: number) => number;
  /** the track lane under a point, if any */
  trackAtPoint: (clientX: number, clientY: number) => string | undefined;
}

export function geometryFor(scroller: HTMLDivElement | null, zoom: () => number): TimelineGeometry {
  return {
    scroller: () => scroller,
    timeAtClientX(clientX) {
      const element = scroller;
      if (!element) return 0;
      const x = clientX - element.getBoundingClientRect().left - LABEL_WIDTH + element.scrollLeft;
      return pixelsToTime(x, zoom());
    },
    // From the lanes' boxes rather than a hit test: a drag asks on every pointer move, and a hit
    // test walked the 500-item timeline each time (`bench/editor --trace`: HitTest).
    trackAtPoint(clientX, clientY) {
      if (!scroller) return undefined;
      const inside = (box: DOMRect) =>
        clientX >= box.left && clientX < box.right && clientY >= box.top && clientY < box.bottom;
      if (!inside(scroller.getBoundingClientRect())) return undefined;
      for (const lane of scroller.querySelectorAll<HTMLElement>('[data-track-id]')) {
        if (inside(lane.getBoundingClientRect())) return lane.dataset.trackId;
      }
      return undefined;
    },
  };
}

const GeometryContext = createContext<TimelineGeometry | null>(null);
export const TimelineGeometryProvider = GeometryContext.Provider;

export function useTimelineGeometry(): TimelineGeometry {
  const geometry = useContext(GeometryContext);
  if (!geometry) throw new Error('useTimelineGeometry needs the timeline panel');
  return geometry;
}
