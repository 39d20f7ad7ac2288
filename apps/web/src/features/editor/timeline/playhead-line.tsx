import { timeToPixels } from '@reelwright/timeline';
import { useEffect, useRef } from 'react';
import { useEditorStore } from '../store/editor-context';
import { LABEL_WIDTH, useTimelineGeometry } from './timeline-geometry';

/**
 * The red playhead line. It follows the store outside React (a transform on one element), so
 * playback moves it every frame without re-rendering the panel; while playing it keeps itself in
 * view by scrolling the timeline a page at a time.
 */
export function PlayheadLine() {
  const store = useEditorStore();
  const geometry = useTimelineGeometry();
  const line = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const place = (playhead: number, zoom: number, playing: boolean) => {
      const x = timeToPixels(playhead, zoom);
      if (line.current) line.current.style.transform = `translateX(${LABEL_WIDTH + x}px)`;
      const scroller = geometry.scroller();
      if (!playing || !scroller) return;
      const visible = scroller.clientWidth - LABEL_WIDTH;
      if (x < scroller.scrollLeft || x > scroller.scrollLeft + visible - 20)
        scroller.scrollLeft = Math.max(0, x - 40);
    };
    const state = store.getState();
    place(state.playhead, state.zoom, false);
    return store.subscribe((next, previous) => {
      if (next.playhead !== previous.playhead || next.zoom !== previous.zoom)
        place(next.playhead, next.zoom, next.playing);
    });
  }, [store, geometry]);

  return (
    <div
      ref={line}
      aria-hidden="true"
      data-playhead
      className="pointer-events-none absolute top-0 bottom-0 left-0 z-20 w-0.5 -translate-x-px bg-red-500"
    >
      <span className="absolute -top-0 -left-1.5 size-3.5 rotate-45 rounded-sm bg-red-500" />
    </div>
  );
}
