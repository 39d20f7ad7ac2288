import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a background job now and every `intervalMs` (never twice at once), logging what it did
 * and any failure; returns a function that stops it. The timer does not keep the process alive.
 */
export function startPeriodicTask(task: {
  name: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  /** Answers how many things it changed, for the log. */
  run: () => Promise<number>;
}) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const changed = await task.run();
      if (changed > 0) task.log.info({ task: task.name, changed }, `${task.name} done`);
    } catch (error) {
      task.log.error({ err: error, task: task.name }, `${task.name} failed`);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), task.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
