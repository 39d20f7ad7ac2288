import type { Analytics } from '@reelwright/contracts';
import { ApiError } from '../../../lib/api-client';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getAnalytics } from '../api/get-analytics';

export type AnalyticsState =
  | { status: 'loading' }
  | { status: 'failed' }
  /** The server says the plan has no analytics (the session's copy of the plan was stale). */
  | { status: 'plan-required' }
  | { status: 'ready'; analytics: Analytics };

/** The user's analytics, loaded once the page shows; `retry` loads them again. */
export function useAnalytics(): AnalyticsState & { retry: () => void } {
  const { remote, retry } = useRemoteData(getAnalytics);
  if (remote.state === 'ready') return { status: 'ready', analytics: remote.data, retry };
  if (remote.state === 'loading') return { status: 'loading', retry };
  const planRequired = remote.error instanceof ApiError && remote.error.code === 'PLAN_REQUIRED';
  return { status: planRequired ? 'plan-required' : 'failed', retry };
}
