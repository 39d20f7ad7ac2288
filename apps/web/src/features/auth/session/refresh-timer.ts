import { refreshSession, type RefreshOutcome } from './refresh-session';
import { MAX_TIMER_DELAY_MS, refreshDelayMs } from './refresh-scheduler';
import type { SessionUser } from './session-user';

/** How soon to try again after the network or a gateway failed during a refresh. */
export const REFRESH_RETRY_MS = 15_000;

export type RefreshTimerEvents = {
  /** A newer token is stored; `user` is null when the answer carried none. */
  onRenewed: (token: string, user: SessionUser | null) => void;
  /** The refresh failed for good: the session is over. */
  onEnded: () => void;
};

export type RefreshTimer = {
  /** Renews `token` ahead of its expiry (see `refreshDelayMs`), replacing any earlier plan. */
  schedule: (token: string) => void;
  cancel: () => void;
  /**
   * Timers in hidden tabs are throttled and fire late; when the tab is shown again, measure
   * the wait anew so an overdue refresh runs at once.
   */
  reschedule: () => void;
};

export function createRefreshTimer(
  events: RefreshTimerEvents,
  refresh: (token: string) => Promise<RefreshOutcome> = refreshSession,
): RefreshTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: string | null = null;
  let running = false;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const wait = (delayMs: number) => {
    clear();
    timer = setTimeout(() => void run(), Math.min(delayMs, MAX_TIMER_DELAY_MS));
  };

  const schedule = (token: string) => {
    current = token;
    const delay = refreshDelayMs(token, Date.now());
    if (delay === null) clear();
    else wait(delay);
  };

  async function run() {
    timer = undefined;
    const token = current;
    if (token === null || running) return;
    running = true;
    let outcome: RefreshOutcome;
    try {
      outcome = await refresh(token);
    } catch {
      outcome = { kind: 'unreachable' };
    } finally {
      running = false;
    }
    // Signed out, signed in afresh or handed a newer token by another tab while the call was
    // out: this answer is stale, and only the newer token needs a timer.
    if (current !== token) {
      if (current !== null && timer === undefined) schedule(current);
      return;
    }
    if (outcome.kind === 'renewed') {
      schedule(outcome.token);
      events.onRenewed(outcome.token, outcome.user);
    } else if (outcome.kind === 'unreachable') {
      wait(REFRESH_RETRY_MS);
    } else {
      current = null;
      clear();
      events.onEnded();
    }
  }

  return {
    schedule,
    cancel() {
      current = null;
      clear();
    },
    reschedule() {
      if (current !== null && timer !== undefined) schedule(current);
    },
  };
}
