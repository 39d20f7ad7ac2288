import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limiter';

/** Failed generations a user may have in a window before generating is refused with 429. */
export const FAILED_GENERATIONS_PER_MINUTE = 10;
export const FAILURE_WINDOW_MS = 60_000;

/**
 * A failure that costs the server work and that the user can repeat at will: a picture that is
 * not a valid image, or a generation that failed (502 THUMBNAIL_FAILED, a vendor's 5xx, an
 * unexpected error). Input refused by the schema, a missing key or quota and a cancelled
 * generation are not.
 */
function counts(error: unknown): boolean {
  if (!(error instanceof AppError)) return true;
  return error.code === 'INVALID_IMAGE' || error.statusCode >= 500;
}

const tooMany = (retryAfterSeconds: number) =>
  new AppError(
    429,
    'RATE_LIMITED',
    `Too many failed thumbnail generations (${FAILED_GENERATIONS_PER_MINUTE} a minute). ` +
      `Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
    { 'retry-after': String(retryAfterSeconds) },
  );

/**
 * Counts each user's failed generations (successful ones are free) in `limiter`, shared through
 * Redis when the app has it. The failure past the limit is answered 429 instead of its own
 * error, and from then on until the window ends this instance refuses the user's generations
 * before reading their pictures, so a bad picture sent in a loop costs nothing.
 */
export function createFailureLimit(limiter: RateLimiter, now: () => number = Date.now) {
  const blockedUntil = new Map<string, number>();

  return {
    /** Throws 429 while `userId` is over the limit. */
    assertAllowed(userId: string): void {
      const until = blockedUntil.get(userId);
      if (until === undefined) return;
      const left = until - now();
      if (left <= 0) {
        blockedUntil.delete(userId);
        return;
      }
      throw tooMany(Math.max(1, Math.ceil(left / 1000)));
    },

    /**
     * Runs `work`; when it fails in a way that counts (and the client did not leave, `signal`),
     * the failure is counted, and the one past the limit becomes a 429.
     */
    async counting<T>(userId: string, work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      try {
        return await work();
      } catch (error) {
        if (signal?.aborted || !counts(error)) throw error;
        const decision = await limiter.hit(userId);
        if (decision.allowed) throw error;
        // Keyed users only leave the map when their window is over; sweep the rest now and then.
        const at = now();
        if (blockedUntil.size > 1000) {
          for (const [key, until] of blockedUntil) if (until <= at) blockedUntil.delete(key);
        }
        blockedUntil.set(userId, at + decision.retryAfterSeconds * 1000);
        throw tooMany(decision.retryAfterSeconds);
      }
    },
  };
}

export type FailureLimit = ReturnType<typeof createFailureLimit>;
