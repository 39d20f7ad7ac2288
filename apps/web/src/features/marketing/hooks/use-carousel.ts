import { useEffect, useState } from 'react';

/** The spec's testimonials rotate every 5 s. */
export const CAROUSEL_INTERVAL_MS = 5_000;

/**
 * Which of `count` slides shows, moving on every 5 s unless `paused`. Choosing a slide restarts
 * the wait, so a chosen slide stays a full interval.
 */
export function useCarousel(count: number, paused: boolean) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(
      () => setIndex((current) => (current + 1) % count),
      CAROUSEL_INTERVAL_MS,
    );
    return () => clearTimeout(timer);
  }, [paused, count, index]);

  return { index: count === 0 ? 0 : index % count, select: setIndex };
}
