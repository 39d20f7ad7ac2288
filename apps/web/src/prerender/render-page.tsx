import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppShell } from '../app/app-shell';
import { routes } from '../app/router';
import '../lib/i18n';

/**
 * The build's server-side entry: a public page as a guest sees it on the first render (English,
 * nothing fetched yet), so its HTML paints before any JavaScript has loaded. The browser then
 * hydrates it with the same tree (src/main.tsx, src/app/app-shell.tsx).
 */
export async function renderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender: ${pathname} redirected`);
  if (context.errors) throw new Error(`prerender: ${pathname} failed to load its route`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppShell>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>
    </StrictMode>,
  );
}
