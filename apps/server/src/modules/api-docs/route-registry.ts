import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';

/** How a route checks its caller, read from its `onRequest` hooks. */
export type RouteAuth = 'none' | 'access-token' | 'access-or-api-token';

export type RegisteredRoute = {
  method: string;
  /** Fastify's form without a trailing slash: `/api/projects/:id`. */
  url: string;
  /** The route's own schemas (zod), as given to Fastify. */
  schema: (FastifySchema & { hide?: boolean }) | undefined;
  /** A JSON body the handler checks itself (multipart routes), for the documentation. */
  documentedBody: ZodType | undefined;
  auth: RouteAuth;
};

type RouteRecord = Omit<RegisteredRoute, 'auth'> & {
  instance: FastifyInstance;
  routeHooks: unknown[];
};

const withoutTrailingSlash = (url: string) => (url.length > 1 ? url.replace(/\/+$/, '') : url);

/**
 * Fastify has no public way to read the hooks a route runs: at ready it joins the hooks of the
 * plugin instance that declared the route (kept under the `fastify.hooks` symbol) with the
 * route's own, so this reads the same two lists. The OpenAPI test checks the result against
 * what every route answers without a token, so a Fastify change here cannot go unnoticed.
 */
function onRequestHooksOf(instance: FastifyInstance): unknown[] {
  const symbol = Object.getOwnPropertySymbols(instance).find(
    (candidate) => candidate.description === 'fastify.hooks',
  );
  const hooks = symbol === undefined ? undefined : (instance as never)[symbol];
  const onRequest = (hooks as { onRequest?: unknown } | undefined)?.onRequest;
  if (!Array.isArray(onRequest)) {
    throw new Error('route-registry: cannot read the routes’ hooks from this Fastify version');
  }
  return onRequest;
}

/**
 * Records every route as it is added (register before the routes); `list()` answers after
 * `ready`, when every plugin has added its hooks.
 */
export function createRouteRegistry(app: FastifyInstance) {
  const records: RouteRecord[] = [];

  function record(this: FastifyInstance, options: RouteOptions) {
    const methods = [options.method].flat();
    const routeHooks = [options.onRequest ?? []].flat();
    const config = options.config as { documentedBody?: ZodType } | undefined;
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      records.push({
        method,
        // Fastify later rewrites `options.url` for the trailing-slash twin of a prefix route.
        url: withoutTrailingSlash(options.url),
        schema: options.schema as RegisteredRoute['schema'],
        documentedBody: config?.documentedBody,
        instance: this,
        routeHooks,
      });
    }
  }

  function authOf(instance: FastifyInstance, routeHooks: unknown[]): RouteAuth {
    const hooks = [...onRequestHooksOf(instance), ...routeHooks];
    if (
      app.hasDecorator('authenticateAllowingApiToken') &&
      hooks.includes(app.authenticateAllowingApiToken)
    ) {
      return 'access-or-api-token';
    }
    return app.hasDecorator('authenticate') && hooks.includes(app.authenticate)
      ? 'access-token'
      : 'none';
  }

  return {
    record,
    list: (): RegisteredRoute[] =>
      records.map(({ instance, routeHooks, ...route }) => ({
        ...route,
        auth: authOf(instance, routeHooks),
      })),
  };
}

export type RouteRegistry = ReturnType<typeof createRouteRegistry>;
