import { CLIENT_ROUTES } from '@reelwright/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Every page path the router matches, as full patterns (`/checkout/:sessionId`). */
function pagePaths(tree: readonly RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const here =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.index === true ? [parent || '/'] : [];
    const hasPage = route.path !== undefined && route.path !== '*' && route.children === undefined;
    return [...own, ...(hasPage ? [here] : []), ...pagePaths(route.children ?? [], here)];
  });
}

describe('the server’s list of the app’s pages (CLIENT_ROUTES)', () => {
  it('names exactly the pages the router shows, so a new page is never answered 404', () => {
    // A failure here: add the new route's path to packages/contracts/src/client-routes.ts.
    expect([...pagePaths(routes)].sort()).toEqual([...CLIENT_ROUTES].sort());
  });
});
