import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import './styles/theme.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, firstRouteReady } from './app/app';
import { rootErrorHandlers } from './lib/error-reporter';
import { i18nReady } from './lib/i18n';

// zod compiles object schemas with `new Function` when it may; our CSP forbids eval, and zod's
// probe for it (caught, yet reported as a CSP violation) is skipped when told up front. zod
// keeps its settings on this global (shared by every copy of zod); setting it here, rather than
// calling zod's `config()`, keeps zod itself out of the pages that never validate anything.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A public page built with its HTML (build/prerender-pages.ts) is hydrated: React takes over
// the markup on screen. Unless the page's guard hid it (a Russian reader, a signed-in visitor
// of the landing, an address with a query): that reader's first render differs, so it is
// rendered afresh.
const hydrate =
  container.hasAttribute('data-prerendered') &&
  !document.documentElement.classList.contains('rw-prerender-off');

// In Russian the first render waits for the Russian texts (a small chunk), not English. Both the
// hydration and a fresh render run as transitions, which React splits into slices of a few
// milliseconds, so the page on screen stays responsive while the app takes it over.
void Promise.all([i18nReady, firstRouteReady]).then(() => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (hydrate) {
    startTransition(() => {
      hydrateRoot(container, app, rootErrorHandlers);
    });
  } else {
    const root = createRoot(container, rootErrorHandlers);
    startTransition(() => root.render(app));
  }
});
