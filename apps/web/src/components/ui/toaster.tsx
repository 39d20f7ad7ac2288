import { Suspense, lazy, useSyncExternalStore } from 'react';

// sonner loads with the first toast instead of with every page; it replays toasts raised
// before its <Toaster> subscribed, so nothing shown in the meantime is lost.
const ToasterHost = lazy(() => import('./toaster-host'));

let requested = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounted once beside the router; renders sonner's toaster from the first `notify` on. */
export function Toaster() {
  const isRequested = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  );
}
