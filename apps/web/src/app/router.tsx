import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorScreen } from './error-screen';
import { SiteLayout } from './layouts/site-layout';
import { RequireAuth } from './require-auth';
import { RouteFallback } from './route-fallback';
import { LoginRedirect } from './routes/login-redirect';

type PageModule = { default: ComponentType };

// Each page is its own chunk, so the studio and editor never weigh on the landing page.
const page = (load: () => Promise<PageModule>) => async () => ({
  Component: (await load()).default,
});

// The landing route sends signed-in visitors to the dashboard; see routes/landing-route.tsx.
const landing = page(() => import('./routes/landing-route'));
const plans = page(() => import('./routes/plans-route'));
const studio = page(() => import('./routes/studio-route'));
const careers = page(() => import('../features/marketing/pages/careers-page'));

export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <ErrorScreen />,
    HydrateFallback: RouteFallback,
    children: [
      { path: '/login', Component: LoginRedirect },
      // The teleprompter's pop-out window: no site chrome, fed by the studio that opened it.
      {
        path: '/teleprompter',
        lazy: page(() => import('../features/teleprompter/pages/teleprompter-popout-page')),
      },
      {
        Component: SiteLayout,
        children: [
          { index: true, lazy: landing },
          { path: 'auth', lazy: page(() => import('../features/auth/pages/auth-page')) },
          {
            path: 'auth/forgot',
            lazy: page(() => import('../features/auth/pages/forgot-password-page')),
          },
          {
            path: 'auth/reset',
            lazy: page(() => import('../features/auth/pages/reset-password-page')),
          },
          {
            path: 'features',
            lazy: page(() => import('../features/marketing/pages/features-page')),
          },
          { path: 'terms-of-use', lazy: page(() => import('../features/legal/pages/terms-page')) },
          {
            path: 'privacy-policy',
            lazy: page(() => import('../features/legal/pages/privacy-page')),
          },
          {
            path: 'help-center',
            lazy: page(() => import('../features/help/pages/help-center-page')),
          },
          { path: 'about-us', lazy: page(() => import('../features/marketing/pages/about-page')) },
          { path: 'vacancies', lazy: careers },
          { path: 'careers', lazy: careers },
          // Public: visitors compare plans before they have an account.
          { path: 'pricing', lazy: plans },
          { path: 'contact', lazy: page(() => import('../features/marketing/pages/contact-page')) },
          // Open to guests: they get a demo sign-in card in the studio's place.
          { path: 'app/video-maker', lazy: studio },
          { path: 'app/studio', lazy: studio },
          {
            Component: RequireAuth,
            children: [
              { path: 'app', lazy: page(() => import('./routes/dashboard-route')) },
              {
                path: 'app/my-videos',
                lazy: page(() => import('../features/my-videos/pages/my-videos-page')),
              },
              // Charts (recharts) load with this page's chunk only.
              { path: 'app/analytics', lazy: page(() => import('./routes/analytics-route')) },
              { path: 'upgrade', lazy: plans },
              {
                path: 'checkout/:sessionId',
                lazy: page(() => import('../features/billing/pages/checkout-page')),
              },
              {
                path: 'profile',
                lazy: page(() => import('./routes/profile-route')),
              },
              {
                path: 'settings',
                lazy: page(() => import('./routes/settings-route')),
              },
              {
                path: 'support/call-back',
                lazy: page(() => import('./routes/call-back-route')),
              },
            ],
          },
          // Any other address: 'Page not found' (the server answers it 404; see CLIENT_ROUTES).
          { path: '*', lazy: page(() => import('./not-found-page')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
