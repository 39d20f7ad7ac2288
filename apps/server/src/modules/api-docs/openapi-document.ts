import { apiFailureSchema } from '@reelwright/contracts';
import { z, type ZodType } from 'zod';
import type { RegisteredRoute, RouteAuth } from './route-registry';
import { exampleOf, type JsonSchema, type ResolveRef } from './schema-example';

export type MediaType = { schema?: JsonSchema; example?: unknown; examples?: unknown };
export type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
};
export type Response = { $ref?: string; description?: string; content?: Record<string, MediaType> };
export type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; description?: string; content: Record<string, MediaType> };
  responses: Record<string, Response>;
};
export type SecurityScheme = {
  type: string;
  scheme: string;
  bearerFormat?: string;
  description: string;
};
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  components?: {
    schemas?: Record<string, JsonSchema>;
    responses?: Record<string, Response>;
    securitySchemes?: Record<string, SecurityScheme>;
  };
  paths: Record<string, Record<string, Operation>>;
};

export const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

const INTRODUCTION = [
  'Every answer is JSON in one envelope: `{"success": true, "data": …}` on success, or ' +
    '`{"success": false, "error": "<a sentence to show the user>", "code": "<UPPER_SNAKE>"}` ' +
    'with the matching HTTP status. Clients branch on `code`, never on the sentence.',
  'Operations marked with a lock need `Authorization: Bearer <access token>`: the short-lived ' +
    'JWT that sign-up, sign-in and `POST /api/auth/refresh` answer. The refresh token travels ' +
    'only in the httpOnly `rw_refresh` cookie. On the script, voice-over, thumbnail, file and ' +
    'project operations a personal API token of a Pro plan (`rw_…`, created under `/api/tokens`) ' +
    'works in its place.',
  'Script generation, improvement and extension, voice-overs and thumbnails also stream ' +
    'progress as Server-Sent Events when asked with `Accept: text/event-stream`.',
].join('\n\n');

const SECURITY_SCHEMES: Record<string, SecurityScheme> = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The access token (JWT, valid 15 minutes) from sign-up, sign-in, the demo account or ' +
      'refresh. Personal API tokens (`rw_…`, Pro) are accepted instead on the script, ' +
      'voice-over, thumbnail, file and project operations (see `apiToken`).',
  },
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'rw_…',
    description:
      'A personal API token of a Pro plan, created with `POST /api/tokens` and sent as ' +
      '`Authorization: Bearer rw_…`. Only the operations that list it accept one.',
  },
};

const SECURITY: Record<Exclude<RouteAuth, 'none'>, Record<string, string[]>[]> = {
  'access-token': [{ bearerAuth: [] }],
  'access-or-api-token': [{ bearerAuth: [] }, { apiToken: [] }],
};

const failureResponse = (description: string, example: z.infer<typeof apiFailureSchema>) => ({
  description,
  content: {
    'application/json': { schema: { $ref: '#/components/schemas/ApiFailure' }, example },
  },
});

const SHARED_RESPONSES: Record<string, Response> = {
  ValidationFailed: failureResponse(
    'The request does not match the schema; `error` names each field that failed.',
    {
      success: false,
      error: 'body.email: Enter a valid email address.',
      code: 'VALIDATION_FAILED',
    },
  ),
  Unauthorized: failureResponse('No valid access token (or API token, where one is accepted).', {
    success: false,
    error: 'Sign in to continue.',
    code: 'UNAUTHORIZED',
  }),
};

/** Sections of the reference by the first segment after `/api`, in the order it shows them. */
const SECTIONS: { tag: string; segments: string[]; description: string }[] = [
  {
    tag: 'Auth',
    segments: ['auth'],
    description: 'Sign-up, sign-in, the private demo account, refresh, sign-out, password reset.',
  },
  {
    tag: 'Account',
    segments: ['account', 'settings'],
    description: 'The signed-in user’s name, password, deletion and own Gemini key.',
  },
  {
    tag: 'API tokens',
    segments: ['tokens'],
    description: 'Personal API tokens (Pro) for scripts and integrations.',
  },
  {
    tag: 'Script',
    segments: ['script'],
    description: 'Writing a script, key points, improving and extending it, its quality score.',
  },
  {
    tag: 'Projects',
    segments: ['projects'],
    description:
      'Saved studio projects and their script history. A save names the revision it was based ' +
      'on; a newer one on the server answers 409 CONFLICT.',
  },
  {
    tag: 'Voice-over',
    segments: ['audio'],
    description: 'The voices of every configured provider, and speech as MP3.',
  },
  {
    tag: 'Thumbnails',
    segments: ['thumbnails'],
    description: '1280×720 thumbnails from the built-in compositor or an image model.',
  },
  {
    tag: 'Files',
    segments: ['files'],
    description: 'The caller’s generated files (voice-overs, thumbnails).',
  },
  {
    tag: 'Billing',
    segments: ['payments', 'usage'],
    description: 'Plans, checkout, plan changes and the monthly usage counters.',
  },
  {
    tag: 'Analytics',
    segments: ['analytics'],
    description: 'The signed-in user’s activity by month (Pro).',
  },
  { tag: 'Help', segments: ['help'], description: 'Feedback on help center articles.' },
  {
    tag: 'Public site',
    segments: ['stats', 'notify', 'contact'],
    description: 'Totals for the landing page and its anonymous forms.',
  },
  {
    tag: 'Health',
    segments: ['health', 'ready'],
    description: 'Liveness and readiness checks for load balancers.',
  },
];

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const toFastifyPath = (openApiPath: string) => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

/** `/api/projects/{id}` → `Projects`; a path outside the known sections is its own section. */
export function tagOf(path: string): string {
  const segment = path.split('/')[2] ?? '';
  const section = SECTIONS.find((candidate) => candidate.segments.includes(segment));
  return section?.tag ?? segment.charAt(0).toUpperCase() + segment.slice(1);
}

/** Moves `examples: [x]` (zod's metadata) to OpenAPI 3.0's `example: x`, at every level. */
function withOpenApiExamples(schema: JsonSchema): JsonSchema {
  const { examples, ...rest } = schema;
  const result: JsonSchema = { ...rest };
  if (Array.isArray(examples) && examples.length > 0 && result.example === undefined) {
    result.example = examples[0];
  }
  if (rest.properties !== undefined) {
    result.properties = Object.fromEntries(
      Object.entries(rest.properties).map(([name, child]) => [name, withOpenApiExamples(child)]),
    );
  }
  if (rest.items !== undefined) result.items = withOpenApiExamples(rest.items);
  if (typeof rest.additionalProperties === 'object') {
    result.additionalProperties = withOpenApiExamples(rest.additionalProperties);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (rest[key] !== undefined) result[key] = rest[key].map(withOpenApiExamples);
  }
  return result;
}

function jsonSchemaOf(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io,
    unrepresentable: 'any',
  }) as JsonSchema & { $schema?: string };
  return withOpenApiExamples(json);
}

/**
 * The example a contract states with `.meta({ examples })`. The route schemas reach the
 * generated document without zod's metadata, so it is read from zod's registry here.
 */
function statedZodExample(schema: unknown): unknown {
  if (!(schema instanceof z.ZodType)) return undefined;
  const examples = z.globalRegistry.get(schema)?.examples;
  return Array.isArray(examples) ? examples[0] : undefined;
}

function withExample(media: MediaType, resolve: ResolveRef) {
  if (media.example !== undefined || media.examples !== undefined || media.schema === undefined) {
    return;
  }
  const example = exampleOf(media.schema, resolve);
  if (example !== undefined) media.example = example;
}

function describeOperation(
  operation: Operation,
  path: string,
  route: RegisteredRoute | undefined,
  resolve: ResolveRef,
) {
  operation.tags ??= [tagOf(path)];
  const auth = route?.auth ?? 'none';
  if (auth !== 'none') {
    operation.security = SECURITY[auth];
    operation.responses['401'] ??= { $ref: '#/components/responses/Unauthorized' };
  }
  if (operation.requestBody === undefined && route?.documentedBody !== undefined) {
    const schema = jsonSchemaOf(route.documentedBody, 'input');
    const { example, ...rest } = schema;
    operation.requestBody = {
      required: true,
      content: {
        'application/json': { schema: rest, ...(example === undefined ? {} : { example }) },
      },
    };
  }
  const bodyMedia = operation.requestBody?.content['application/json'];
  const statedBodyExample = statedZodExample(route?.schema?.body);
  if (
    bodyMedia !== undefined &&
    bodyMedia.example === undefined &&
    statedBodyExample !== undefined
  ) {
    bodyMedia.example = statedBodyExample;
  }
  if (operation.requestBody !== undefined || (operation.parameters ?? []).length > 0) {
    operation.responses['400'] ??= { $ref: '#/components/responses/ValidationFailed' };
  }
  for (const media of Object.values(operation.requestBody?.content ?? {})) {
    withExample(media, resolve);
  }
  for (const response of Object.values(operation.responses)) {
    for (const media of Object.values(response.content ?? {})) withExample(media, resolve);
  }
}

/**
 * The API's OpenAPI 3 document: what @fastify/swagger generates from the routes' zod schemas,
 * with a section (tag) and the authentication each operation takes, the error envelope, and an
 * example for every body and answer that has a schema.
 */
export function buildOpenApiDocument(
  generated: OpenApiDocument,
  routes: readonly RegisteredRoute[],
): OpenApiDocument {
  const document = structuredClone(generated);
  const routeOf = new Map(routes.map((route) => [`${route.method} ${route.url}`, route]));
  document.info = { ...document.info, description: INTRODUCTION };
  document.components = {
    ...document.components,
    schemas: {
      ...document.components?.schemas,
      ApiFailure: jsonSchemaOf(apiFailureSchema, 'output'),
    },
    responses: { ...document.components?.responses, ...SHARED_RESPONSES },
    securitySchemes: { ...document.components?.securitySchemes, ...SECURITY_SCHEMES },
  };
  const schemas = document.components.schemas!;
  const resolve: ResolveRef = (ref) => schemas[ref.replace(/^#\/components\/schemas\//, '')];

  const paths: OpenApiDocument['paths'] = {};
  for (const [generatedPath, operations] of Object.entries(document.paths)) {
    // `/api/projects/` and `/api/projects` are one route; clients call it without the slash.
    const path = withoutTrailingSlash(generatedPath);
    for (const method of HTTP_METHODS) {
      const operation = operations[method];
      if (operation === undefined) continue;
      describeOperation(
        operation,
        path,
        routeOf.get(`${method.toUpperCase()} ${toFastifyPath(path)}`),
        resolve,
      );
      (paths[path] ??= {})[method] = operation;
    }
  }
  document.paths = paths;

  const used = new Set(
    Object.values(paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) => operation.tags ?? []),
    ),
  );
  const known = SECTIONS.filter((section) => used.has(section.tag)).map(({ tag, description }) => ({
    name: tag,
    description,
  }));
  const others = [...used]
    .filter((tag) => !SECTIONS.some((section) => section.tag === tag))
    .map((name) => ({ name }));
  document.tags = [...known, ...others];
  return document;
}
