import type { PlansResponse } from '@reelwright/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchPlans } from '../api/billing-api';

export type PlansState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: PlansResponse };

/** Loads the plan catalogue; `reload` tries again after a failure. */
export function usePlans(): { state: PlansState; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PlansState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchPlans(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return { state, reload };
}
