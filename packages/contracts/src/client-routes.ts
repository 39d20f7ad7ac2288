/**
 * Every path the web app's router shows a page for (`apps/web/src/app/router.tsx`), as route
 * patterns: `:name` stands for one path segment. The server answers any other page path with
 * 404 and the app's 'Page not found' screen; a test in the web app keeps this list and the
 * router the same.
 */
export const CLIENT_ROUTES = [
  '/',
  '/login',
  '/teleprompter',
  '/auth',
  '/auth/forgot',
  '/auth/reset',
  '/features',
  '/terms-of-use',
  '/privacy-policy',
  '/help-center',
  '/about-us',
  '/vacancies',
  '/careers',
  '/pricing',
  '/contact',
  '/app/video-maker',
  '/app/studio',
  '/app',
  '/app/my-videos',
  '/app/analytics',
  '/upgrade',
  '/checkout/:sessionId',
  '/profile',
  '/settings',
  '/support/call-back',
] as const;

export type ClientRoute = (typeof CLIENT_ROUTES)[number];

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

const matches = (pattern: string, segments: readonly string[]) => {
  const parts = segmentsOf(pattern);
  return (
    parts.length === segments.length &&
    parts.every((part, index) => part.startsWith(':') || part === segments[index])
  );
};

/**
 * Whether the app has a page at `pathname` (no query; a trailing slash is the same page).
 * Segments are compared as sent, so a percent-encoded name is not a route.
 */
export function isClientRoute(pathname: string, routes: readonly string[] = CLIENT_ROUTES) {
  const segments = segmentsOf(pathname);
  return routes.some((pattern) => matches(pattern, segments));
}
