import { RouterProvider, type ClientOnErrorFunction } from 'react-router';
import { reportError } from '../lib/error-reporter';
import '../lib/i18n';
import { AppShell } from './app-shell';
import { createAppRouter } from './router';

const router = createAppRouter();

/**
 * Settles once the first page's route code is in (the router loads it as it starts). Rendering
 * after it shows the page itself at once, never a blank loading screen in its place, and lets the
 * first render match (hydrate) a prerendered page.
 */
export const firstRouteReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});

const reportRouteError: ClientOnErrorFunction = (error, info) => {
  // Render errors carry errorInfo and already reached createRoot's onCaughtError;
  // only failures outside rendering (a page chunk that would not load) arrive here alone.
  if (info.errorInfo === undefined) reportError(error, 'router');
};

export function App() {
  return (
    <AppShell>
      <RouterProvider router={router} onError={reportRouteError} />
    </AppShell>
  );
}
