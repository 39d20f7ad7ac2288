import { useLayoutEffect, type ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { SessionProvider } from '../features/auth/session/session-provider';
import { AppErrorBoundary } from './app-error-boundary';
import { DeviceMediaCleanup } from './device-media/device-media-cleanup';

/**
 * Marks the document once the app is live: shows the root again (the prerendered page's guard
 * may have hidden it, see apps/web/build/prerender-pages.ts) and sets `data-app="ready"`, which
 * tells browser tests the page now answers to input.
 */
function AppMounted() {
  useLayoutEffect(() => {
    document.documentElement.classList.remove('rw-prerender-off');
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/**
 * Everything around the router, the same in the browser and in the build's prerender (whose
 * HTML the browser then hydrates, so both must render the same tree).
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <SessionProvider>
        {children}
        <Toaster />
        <DeviceMediaCleanup />
        <AppMounted />
      </SessionProvider>
    </AppErrorBoundary>
  );
}
