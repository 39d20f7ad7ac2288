import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  changeSpeed,
  pause as pauseClock,
  play as playClock,
  positionAt,
  seek,
  stoppedClock,
  type ScrollClock,
} from '../core/scroll-clock';
import { applyScroll, maxScrollOf } from './scroll-dom';

const now = () => performance.now();

type Options = {
  speed: number;
  /** The text reached its end while playing. */
  onEnd?: () => void;
  /** Any change a follower (the pop-out) must hear of: play, pause, speed, jump, new layout. */
  onClockChange?: (clock: ScrollClock, maxScroll: number) => void;
};

/**
 * The main window's auto-scroll: a clock (see core/scroll-clock) advanced on
 * requestAnimationFrame by real elapsed time, so it moves the spec's speed / 50 × 2 px per 50 ms
 * whatever the frame rate, and stops at the end of the text. The wheel moves the text by hand.
 */
export function useTeleprompterScroll({ speed, onEnd, onClockChange }: Options) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const clockRef = useRef<ScrollClock>(stoppedClock(speed));
  const [playing, setPlaying] = useState(false);
  const [atEnd, setAtEnd] = useState(false);
  const listeners = useRef({ onEnd, onClockChange });
  useLayoutEffect(() => {
    listeners.current = { onEnd, onClockChange };
  });

  const maxScroll = useCallback(() => {
    const viewport = viewportRef.current;
    const content = contentRef.current;
    return viewport && content ? maxScrollOf(viewport, content) : 0;
  }, []);

  /** Puts the text where the clock says; returns whether that is the end. */
  const render = useCallback(() => {
    const content = contentRef.current;
    const max = maxScroll();
    const { position, atEnd: ended } = positionAt(clockRef.current, now(), max);
    if (content) applyScroll(content, position);
    return ended;
  }, [maxScroll]);

  const update = useCallback(
    (next: (clock: ScrollClock, max: number) => ScrollClock) => {
      const max = maxScroll();
      clockRef.current = next(clockRef.current, max);
      setPlaying(clockRef.current.playing);
      setAtEnd(render());
      listeners.current.onClockChange?.(clockRef.current, max);
    },
    [maxScroll, render],
  );

  const play = useCallback(() => update((clock, max) => playClock(clock, now(), max)), [update]);
  const pause = useCallback(() => update((clock, max) => pauseClock(clock, now(), max)), [update]);
  const toggle = useCallback(() => (clockRef.current.playing ? pause() : play()), [pause, play]);
  const reset = useCallback(() => update((clock, max) => seek(clock, 0, now(), max)), [update]);
  const scrollBy = useCallback(
    (px: number) =>
      update((clock, max) => seek(clock, positionAt(clock, now(), max).position + px, now(), max)),
    [update],
  );

  useEffect(() => {
    if (clockRef.current.speed !== speed)
      update((clock, max) => changeSpeed(clock, speed, now(), max));
  }, [speed, update]);

  useEffect(() => {
    if (!playing) return;
    let frame = requestAnimationFrame(function step() {
      if (render()) {
        update((clock, max) => pauseClock(clock, now(), max));
        listeners.current.onEnd?.();
        return;
      }
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, render, update]);

  // A new size or font moves the end: keep the text in range and tell the follower.
  useEffect(() => {
    const viewport = viewportRef.current;
    const content = contentRef.current;
    if (!viewport || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => update((clock) => clock));
    observer.observe(viewport);
    observer.observe(content);
    return () => observer.disconnect();
  }, [update]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      scrollBy(event.deltaY);
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, [scrollBy]);

  return {
    viewportRef,
    contentRef,
    playing,
    atEnd,
    play,
    pause,
    toggle,
    reset,
    scrollBy,
    clock: () => clockRef.current,
    maxScroll,
  };
}
