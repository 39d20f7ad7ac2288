import type { Analytics } from '@reelwright/contracts';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { getAnalytics } from '../api/get-analytics';

export type AnalyticsState =
  | { status: 'loading' }
  | { status: 'failed' }
  /** The server says the plan has no analytics (the session's copy of the plan was stale). */
  | { status: 'plan-required' }
  | { status: 'ready'; analytics: Analytics };

/** The user's analytics, loaded once the page shows; `retry` loads them again. */
export function useAnalytics(): AnalyticsState & { retry: () => void } {
  const [state, setState] = useState<AnalyticsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getAnalytics(controller.signal).then(
      (analytics) => setState({ status: 'ready', analytics }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(
          error instanceof ApiError && error.code === 'PLAN_REQUIRED'
            ? { status: 'plan-required' }
            : { status: 'failed' },
        );
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { ...state, retry };
}
