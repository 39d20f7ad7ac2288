import { startTransition, useCallback, useEffect, useState } from 'react';

export type RemoteData<T> =
  { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; data: T };

/**
 * Data the page loads from the API when it shows: `retry` loads it again after a failure, and
 * `replace` puts in what a later request answered (a save, a new item) without loading again.
 * `load` must keep its identity between renders (a module-level API function does).
 */
export function useRemoteData<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [remote, setRemote] = useState<RemoteData<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        // What the data shows is rendered as a transition, which React splits into short slices,
        // so a page full of results does not hold the main thread in one long task.
        if (!controller.signal.aborted) startTransition(() => setRemote({ state: 'ready', data }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setRemote({ state: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const retry = useCallback(() => {
    setRemote({ state: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  /** Changes the loaded data; does nothing while it is loading or after a failure. */
  const replace = useCallback((change: (data: T) => T) => {
    setRemote((current) =>
      current.state === 'ready' ? { state: 'ready', data: change(current.data) } : current,
    );
  }, []);

  return { remote, retry, replace };
}
