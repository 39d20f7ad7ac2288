import { useEffect, useState } from 'react';

/** The spec's counters tick every 50 ms. */
export const COUNTER_TICK_MS = 50;
/** Ticks from zero to the value: 1.5 s at 50 ms, long enough to see, short enough to read. */
export const COUNTER_TICKS = 30;

/**
 * Counts every figure of `targets` up from zero, one step each 50 ms, all landing on their value
 * on the same tick. With reduced motion, or before the values are known, there is no ticking.
 */
export function useCountUp<K extends string>(
  targets: Record<K, number> | undefined,
  reduceMotion: boolean,
): Record<K, number> | undefined {
  const [shown, setShown] = useState<Record<K, number> | undefined>(undefined);

  useEffect(() => {
    if (targets === undefined || reduceMotion) return;
    const keys = Object.keys(targets) as K[];
    let tick = 0;
    const timer = setInterval(() => {
      tick += 1;
      const next = {} as Record<K, number>;
      for (const key of keys) {
        next[key] = Math.min(targets[key], Math.ceil((targets[key] * tick) / COUNTER_TICKS));
      }
      setShown(next);
      if (tick >= COUNTER_TICKS) clearInterval(timer);
    }, COUNTER_TICK_MS);
    return () => clearInterval(timer);
  }, [targets, reduceMotion]);

  if (targets === undefined) return undefined;
  if (reduceMotion) return targets;
  return (
    shown ?? (Object.fromEntries(Object.keys(targets).map((key) => [key, 0])) as Record<K, number>)
  );
}
