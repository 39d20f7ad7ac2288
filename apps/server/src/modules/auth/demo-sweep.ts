import type { FastifyBaseLogger } from 'fastify';
import type { AuthService } from './service';

export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Runs the auth sweep now and then; returns a function that stops it. */
export function startAuthSweep(
  auth: AuthService,
  log: FastifyBaseLogger,
  intervalMs = SWEEP_INTERVAL_MS,
) {
  const run = () =>
    auth
      .sweep()
      .then((deleted) => {
        if (deleted > 0) log.info({ deleted }, 'expired demo accounts deleted');
      })
      .catch((error: unknown) => log.error({ err: error }, 'auth sweep failed'));
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
