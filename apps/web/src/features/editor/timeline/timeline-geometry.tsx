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
    trackAtPoint(clientX, clientY) {
      const hit = document.elementFromPoint(clientX, clientY);
      const lane = hit instanceof Element ? hit.closest<HTMLElement>('[data-track-id]') : null;
      return lane?.dataset.trackId;
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
