import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * The niceness of background CPU work (the worker pool's threads, the voice engine's processes, which
 * do the same in espeak-worker.mjs):
 * below the thread that answers requests, so that on a machine with fewer cores than busy threads
 * the scheduler runs the event loop first instead of letting it wait its turn behind an MP3
 * encode. The work still gets every core the event loop leaves idle.
 */
export const BACKGROUND_NICE = 10;

/** Lowers the calling thread's priority (Linux; elsewhere, or when not allowed, nothing). */
export function lowerThisThreadsPriority(): void {
  try {
    // `/proc/thread-self` → `<pid>/task/<tid>`: setpriority on a thread id reaches that thread only.
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    setPriority(tid, BACKGROUND_NICE);
  } catch {
    // Not Linux, or a sandbox without /proc: the work runs at the default priority.
  }
}
