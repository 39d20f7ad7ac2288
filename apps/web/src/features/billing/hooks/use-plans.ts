import type { PlansResponse } from '@reelwright/contracts';
import { useRemoteData } from '../../../lib/use-remote-data';
import { fetchPlans } from '../api/billing-api';

export type PlansState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: PlansResponse };

/** Loads the plan catalogue; `reload` tries again after a failure. */
export function usePlans(): { state: PlansState; reload: () => void } {
  const { remote, retry } = useRemoteData(fetchPlans);
  const state: PlansState =
    remote.state === 'ready'
      ? { status: 'ready', data: remote.data }
      : { status: remote.state === 'loading' ? 'loading' : 'error' };
  return { state, reload: retry };
}
