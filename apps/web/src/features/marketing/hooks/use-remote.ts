import { useCallback, useEffect, useState } from 'react';

export type RemoteState<T> =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** Loads `load` once on mount; `reload` tries again after a failure. */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>): {
  state: RemoteState<T>;
  reload: () => void;
} {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState<T>>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return { state, reload };
}
