import { generateThumbnailsBodySchema } from '@reelwright/contracts';
import { z } from 'zod';
import type { App } from '../../src/app';
import type { JsonSchema } from '../../src/modules/api-docs/schema-example';

export type { JsonSchema };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type CatalogRoute = {
  method: HttpMethod;
  /** Fastify's form, path parameters as `:name`: `/api/projects/:id`. */
  url: string;
  /** Object schemas of the path parameters and the query string, when the route declares any. */
  params: JsonSchema | undefined;
  querystring: JsonSchema | undefined;
  /** The JSON body the route declares; a route that checks its body itself has none here. */
  body: JsonSchema | undefined;
  /** In the OpenAPI document; hidden routes (`schema.hide`) are known only by method and path. */
  documented: boolean;
};

type OpenApiParameter = { in: string; name: string; required?: boolean; schema: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApiDocument = { paths?: Record<string, Record<string, OpenApiOperation>> };

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
// `├── /api/projects (POST, GET, HEAD)`, nested one level per four characters of `│   ` or spaces.
const TREE_LINE = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, -]+)\))?$/u;

/**
 * Every method and path the router knows, read from `printRoutes` (Fastify offers no list; an
 * `onRoute` hook would have to be added before `buildApp` registers its routes).
 */
function registeredRoutes(app: App): { method: string; url: string }[] {
  const found: { method: string; url: string }[] = [];
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    if (line.trim() === '') continue;
    const match = TREE_LINE.exec(line);
    if (!match) throw new Error(`route-catalog: cannot read the route tree line ${line}`);
    const depth = match[1]!.length / 4;
    const url = (depth === 0 ? '' : pathAtDepth[depth - 1]!) + match[2]!;
    pathAtDepth[depth] = url;
    pathAtDepth.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) {
      if (METHODS.has(method)) found.push({ method, url });
    }
  }
  return found;
}

const toFastifyPath = (openApiPath: string) => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

/** `/api/projects` and `/api/projects/` are one route registered under both spellings. */
const withoutTrailingSlash = (url: string) => (url.length > 1 ? url.replace(/\/+$/, '') : url);

function objectSchemaOf(parameters: OpenApiParameter[]): JsonSchema | undefined {
  if (parameters.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(
      parameters.map((parameter) => [parameter.name, parameter.schema]),
    ),
    required: parameters
      .filter((parameter) => parameter.required)
      .map((parameter) => parameter.name),
  };
}

/**
 * The API's routes (`/api…`, no HEAD or OPTIONS) with the JSON schemas of their params, query
 * string and body, as the zod schemas on the routes produce them for the OpenAPI document.
 */
export async function routeCatalog(app: App): Promise<CatalogRoute[]> {
  await app.ready();
  const document = app.swagger() as OpenApiDocument;
  const documented = new Map<string, CatalogRoute>();
  for (const [openApiPath, operations] of Object.entries(document.paths ?? {})) {
    for (const [lowerMethod, operation] of Object.entries(operations)) {
      const method = lowerMethod.toUpperCase();
      if (!METHODS.has(method)) continue;
      const url = toFastifyPath(openApiPath);
      const parameters = operation.parameters ?? [];
      documented.set(`${method} ${withoutTrailingSlash(url)}`, {
        method: method as HttpMethod,
        url,
        params: objectSchemaOf(parameters.filter((parameter) => parameter.in === 'path')),
        querystring: objectSchemaOf(parameters.filter((parameter) => parameter.in === 'query')),
        body: operation.requestBody?.content?.['application/json']?.schema,
        documented: true,
      });
    }
  }

  const catalog = new Map<string, CatalogRoute>();
  for (const { method, url } of registeredRoutes(app)) {
    if (url !== '/api' && !url.startsWith('/api/')) continue;
    if (!app.hasRoute({ method: method as HttpMethod, url })) {
      throw new Error(
        `route-catalog: read ${method} ${url} from the route tree, but it is not a route`,
      );
    }
    const key = `${method} ${withoutTrailingSlash(url)}`;
    if (catalog.has(key)) continue;
    catalog.set(
      key,
      documented.get(key) ?? {
        method: method as HttpMethod,
        url,
        params: undefined,
        querystring: undefined,
        body: undefined,
        documented: false,
      },
    );
  }
  return [...catalog.values()];
}

/** `GET /api/projects/:id`, as tests name routes. */
export const routeName = (route: Pick<CatalogRoute, 'method' | 'url'>) =>
  `${route.method} ${withoutTrailingSlash(route.url)}`;

/** The names of a route's path parameters, in order. */
export const pathParamsOf = (url: string) =>
  [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);

/**
 * Routes that read their body themselves (JSON or multipart) rather than through a route schema,
 * so the catalog has no body schema for them: the contract schema their handler checks.
 */
const handlerCheckedBodies: Record<string, JsonSchema> = {
  'POST /api/thumbnails/generate': z.toJSONSchema(generateThumbnailsBodySchema, {
    io: 'input',
  }) as JsonSchema,
};

/** The JSON body a route takes: its schema's, or the one its handler checks. */
export const bodySchemaOf = (route: CatalogRoute): JsonSchema | undefined =>
  route.body ?? handlerCheckedBodies[routeName(route)];

/**
 * Routes whose handler also reads multipart/form-data: the same fields as their JSON body
 * (`bodySchemaOf`), each scalar one a text part.
 */
const handlerCheckedMultipart = new Set(['POST /api/thumbnails/generate']);

export const takesMultipart = (route: CatalogRoute) =>
  handlerCheckedMultipart.has(routeName(route));
