import { AppError } from './app-error';
import type { RateLimitDecision } from './rate-limiter';

const wholeMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** "1 minute", "5 minutes": how long to wait, for messages. */
export const minutesText = (seconds: number) => {
  const minutes = wholeMinutes(seconds);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/**
 * Throws when any of `decisions` refuses: 503 `REDIS_UNAVAILABLE` when a fail-closed limit
 * could not be counted, otherwise 429 `RATE_LIMITED` with the message `tooMany` writes for
 * the longest wait; both carry `Retry-After`.
 */
export function enforceLimits(
  decisions: RateLimitDecision[],
  tooMany: (wait: string) => string,
): void {
  const refused = decisions.filter((decision) => !decision.allowed);
  if (refused.length === 0) return;
  const wait = Math.max(...refused.map((decision) => decision.retryAfterSeconds));
  const headers = { 'retry-after': String(wait) };
  if (refused.some((decision) => decision.storeFailed)) {
    throw new AppError(
      503,
      'REDIS_UNAVAILABLE',
      `This is paused for a moment: we cannot check request limits right now. Please try again in ${minutesText(wait)}.`,
      headers,
    );
  }
  throw new AppError(429, 'RATE_LIMITED', tooMany(minutesText(wait)), headers);
}
