import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAccessToken } from '../../../test/users';
import type { RefreshOutcome } from './refresh-session';
import { REFRESH_RETRY_MS, createRefreshTimer } from './refresh-timer';

const START = Date.UTC(2025, 0, 1, 12);

function setup(outcomes: RefreshOutcome[]) {
  const refresh = vi.fn(async () => outcomes.shift() ?? { kind: 'ended' as const });
  const onRenewed = vi.fn();
  const onEnded = vi.fn();
  const timer = createRefreshTimer({ onRenewed, onEnded }, refresh);
  return { timer, refresh, onRenewed, onEnded };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createRefreshTimer', () => {
  it('renews a 15-minute token after 10 minutes, then plans the next renewal', async () => {
    const first = makeAccessToken(900);
    const second = makeAccessToken(900, START + 600_000);
    const { timer, refresh, onRenewed } = setup([
      { kind: 'renewed', token: second, user: null },
      { kind: 'renewed', token: 'third', user: null },
    ]);
    timer.schedule(first);
    await vi.advanceTimersByTimeAsync(600_000 - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledWith(first);
    expect(onRenewed).toHaveBeenCalledWith(second, null);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(refresh).toHaveBeenLastCalledWith(second);
  });

  it('renews a 70-second test token at 35 seconds', async () => {
    const { timer, refresh } = setup([]);
    timer.schedule(makeAccessToken(70));
    await vi.advanceTimersByTimeAsync(34_999);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the refresh fails for good', async () => {
    const { timer, onEnded, onRenewed } = setup([{ kind: 'ended' }]);
    timer.schedule(makeAccessToken(60));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(onRenewed).not.toHaveBeenCalled();
  });

  it('tries again shortly when the server could not be reached', async () => {
    const token = makeAccessToken(60);
    const { timer, refresh, onEnded, onRenewed } = setup([
      { kind: 'unreachable' },
      { kind: 'renewed', token: 'next', user: null },
    ]);
    timer.schedule(token);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenLastCalledWith(token);
    expect(onRenewed).toHaveBeenCalledWith('next', null);
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('ignores an answer that arrives after the session was cancelled', async () => {
    let answer: (outcome: RefreshOutcome) => void = () => {};
    const onRenewed = vi.fn();
    const timer = createRefreshTimer(
      { onRenewed, onEnded: vi.fn() },
      () => new Promise((resolve) => (answer = resolve)),
    );
    timer.schedule(makeAccessToken(60));
    await vi.advanceTimersByTimeAsync(30_000);
    timer.cancel();
    answer({ kind: 'renewed', token: 'late', user: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(onRenewed).not.toHaveBeenCalled();
  });

  it('runs an overdue refresh at once when asked to look again (a tab shown after sleeping)', async () => {
    const { timer, refresh } = setup([]);
    timer.schedule(makeAccessToken(900));
    // The machine slept: the clock jumped, the throttled timer has not fired yet.
    vi.setSystemTime(START + 800_000);
    timer.reschedule();
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('plans nothing for a token without an expiry', async () => {
    const { timer, refresh } = setup([]);
    timer.schedule('not-a-token');
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
