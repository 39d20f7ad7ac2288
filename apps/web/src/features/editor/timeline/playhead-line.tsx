import { timeToPixels } from '@reelwright/timeline';
import { useEffect, useRef } from 'react';
import { useEditorStore } from '../store/editor-context';
import { LABEL_WIDTH, useTimelineGeometry } from './timeline-geometry';
import { createPlayheadGlide } from './playhead-glide';

/**
 * The red playhead line. It follows the store outside React, so playback never re-renders the
 * panel for it; while playing it keeps itself in view by scrolling the timeline a page at a time.
 * Paused, each change sets its transform. Playing, it glides: one linear animation that the
 * compositor runs, restarted only when the playhead strays from it (a seek, a new zoom). Setting
 * the transform every frame made the page re-layerize the whole 500-item timeline every frame,
 * a third of the main thread's time while playing (`bench/editor --trace`).
 */
export function PlayheadLine() {
  const store = useEditorStore();
  const geometry = useTimelineGeometry();
  const line = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = line.current;
    if (!element) return;
    const glide = createPlayheadGlide(
      element,
      (time, zoom) => LABEL_WIDTH + timeToPixels(time, zoom),
    );
    const place = (playhead: number, zoom: number, playing: boolean) => {
      if (playing) glide.follow(playhead, zoom);
      else glide.stop(playhead, zoom);
      const scroller = geometry.scroller();
      if (!playing || !scroller) return;
      const x = timeToPixels(playhead, zoom);
      const visible = scroller.clientWidth - LABEL_WIDTH;
      if (x < scroller.scrollLeft || x > scroller.scrollLeft + visible - 20)
        scroller.scrollLeft = Math.max(0, x - 40);
    };
    const state = store.getState();
    place(state.playhead, state.zoom, false);
    const unsubscribe = store.subscribe((next, previous) => {
      if (
        next.playhead !== previous.playhead ||
        next.zoom !== previous.zoom ||
        next.playing !== previous.playing
      )
        place(next.playhead, next.zoom, next.playing);
    });
    return () => {
      unsubscribe();
      glide.stop(store.getState().playhead, store.getState().zoom);
    };
  }, [store, geometry]);

  return (
    <div
      ref={line}
      aria-hidden="true"
      data-playhead
      className="pointer-events-none absolute top-0 bottom-0 left-0 z-20 w-0.5 -translate-x-px bg-red-500 will-change-transform"
    >
      <span className="absolute -top-0 -left-1.5 size-3.5 rotate-45 rounded-sm bg-red-500" />
    </div>
  );
}
