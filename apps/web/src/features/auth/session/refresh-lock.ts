const LOCK_NAME = 'reelwright-auth-refresh';

/**
 * Runs `task` while no other tab of this origin runs one. Refresh tokens rotate on every use and
 * the server revokes the whole family when an old one comes back, so two tabs must never
 * present the same refresh cookie at once. Without the Web Locks API (older browsers) the task
 * runs unguarded; the check for a token another tab already renewed still avoids most overlaps.
 */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  // Typed as always present, but missing (or null, in test DOMs) outside secure contexts.
  const locks = typeof navigator === 'undefined' ? null : (navigator.locks as LockManager | null);
  if (typeof locks?.request !== 'function') return task();
  return locks.request(LOCK_NAME, task);
}
