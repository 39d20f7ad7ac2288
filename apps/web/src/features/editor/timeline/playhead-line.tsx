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
    // The scroller's width and scroll position, kept as they change: read on every playhead
    // move, they would make the page lay itself out again whenever anything else had changed.
    const view = watchedScroller();
    const place = (playhead: number, zoom: number, playing: boolean) => {
      if (playing) glide.follow(playhead, zoom);
      else glide.stop(playhead, zoom);
      const scroller = geometry.scroller();
      if (!playing || !scroller) return;
      const { width, left } = view.of(scroller);
      const x = timeToPixels(playhead, zoom);
      const visible = width - LABEL_WIDTH;
      if (x < left || x > left + visible - 20) view.scrollTo(Math.max(0, x - 40));
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
      view.stop();
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

/** A scroller's client width and scroll position, followed by observers rather than read. */
function watchedScroller() {
  let watched: HTMLElement | null = null;
  let width = 0;
  let left = 0;
  let observer: ResizeObserver | null = null;
  const onScroll = () => {
    if (watched) left = watched.scrollLeft;
  };
  const stop = () => {
    observer?.disconnect();
    observer = null;
    watched?.removeEventListener('scroll', onScroll);
    watched = null;
  };
  return {
    of(scroller: HTMLElement): { width: number; left: number } {
      if (typeof ResizeObserver === 'undefined')
        return { width: scroller.clientWidth, left: scroller.scrollLeft };
      if (watched !== scroller) {
        stop();
        watched = scroller;
        width = scroller.clientWidth;
        left = scroller.scrollLeft;
        observer = new ResizeObserver(() => {
          if (watched) width = watched.clientWidth;
        });
        observer.observe(scroller);
        scroller.addEventListener('scroll', onScroll, { passive: true });
      }
      return { width, left };
    },
    scrollTo(x: number) {
      if (!watched) return;
      watched.scrollLeft = x;
      // (The scroll event brings the clamped position.)
      left = x;
    },
    stop,
  };
}
