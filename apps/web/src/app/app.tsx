import { RouterProvider, type ClientOnErrorFunction } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { SessionProvider } from '../features/auth/session/session-provider';
import { reportError } from '../lib/error-reporter';
import '../lib/i18n';
import { AppErrorBoundary } from './app-error-boundary';
import { createAppRouter } from './router';

const router = createAppRouter();

const reportRouteError: ClientOnErrorFunction = (error, info) => {
  // Render errors carry errorInfo and already reached createRoot's onCaughtError;
  // only failures outside rendering (a page chunk that would not load) arrive here alone.
  if (info.errorInfo === undefined) reportError(error, 'router');
};

export function App() {
  return (
    <AppErrorBoundary>
      <SessionProvider>
        <RouterProvider router={router} onError={reportRouteError} />
        <Toaster />
      </SessionProvider>
    </AppErrorBoundary>
  );
}
