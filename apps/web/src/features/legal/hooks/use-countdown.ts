import { useEffect, useState } from 'react';
import { countdownParts, remainingMs, type CountdownParts } from '../countdown';

/**
 * Counts down from `startMs` since the component mounted, once a second. Elapsed time is read
 * from the clock rather than counted in ticks, so a throttled background tab catches up.
 */
export function useCountdown(startMs: number): CountdownParts {
  const [left, setLeft] = useState(startMs);
  useEffect(() => {
    const mountedAt = Date.now();
    const timer = setInterval(() => {
      const next = remainingMs(startMs, Date.now() - mountedAt);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [startMs]);
  return countdownParts(left);
}
