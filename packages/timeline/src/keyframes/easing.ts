import type { Easing } from '../document';

/**
 * How far (0..1) a value has travelled from one keyframe to the next after the share `t` (0..1)
 * of the time between them: 'linear' evenly, 'ease-in' slow then fast, 'ease-out' fast then
 * slow, 'ease-in-out' slow at both ends (all cubic), 'hold' not at all until the next key.
 */
export function ease(easing: Easing, t: number): number {
  const x = Number.isFinite(t) ? Math.min(1, Math.max(0, t)) : 0;
  switch (easing) {
    case 'linear':
      return x;
    case 'ease-in':
      return x * x * x;
    case 'ease-out':
      return 1 - (1 - x) ** 3;
    case 'ease-in-out':
      return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
    case 'hold':
      return x >= 1 ? 1 : 0;
    default:
      return x;
  }
}
