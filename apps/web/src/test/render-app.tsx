import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type InitialEntry } from 'react-router';
import { routes } from '../app/router';
import { SessionProvider } from '../features/auth/session/session-provider';
import '../lib/i18n';

/** Renders the real route tree in memory at `entry`, inside the real session provider. */
export function renderApp(entry: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const view = render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return { router, ...view };
}
