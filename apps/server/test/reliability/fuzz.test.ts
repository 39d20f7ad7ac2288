import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, withBearer } from '../helpers/auth';
import { createTestApp } from '../helpers/test-app';
import {
  deepArrays,
  exampleOf,
  fieldPath,
  fuzzValue,
  hostileValue,
  integerFields,
  invalidValue,
  JUST_UNDER_LIMIT,
  OVER_LIMIT,
  pollutingObjects,
  RawJson,
  toJsonText,
  UNICODE_SAMPLES,
  validValue,
  withExtraKey,
  withValueAt,
  type IntegerField,
  type ValueContext,
} from './json-schema-arbitraries';
import {
  bodySchemaOf,
  pathParamsOf,
  routeCatalog,
  routeName,
  takesMultipart,
  type CatalogRoute,
  type JsonSchema,
} from './route-catalog';
import { storedState, type StoredState } from './stored-state';

// Every API route gets random, boundary and hostile params, query strings and bodies derived from
// its own schema. Whatever arrives, the answer is never a 5xx, always the envelope, a rejection
// (4xx) changes nothing stored, and Object.prototype stays clean. A failure prints fast-check's
// seed and the shrunk request; the seed is fixed so CI runs the same requests every time.

const SEED = 1_306_2025;
const RUNS_PER_ROUTE = 30;

/** The API's documentation (the OpenAPI document itself) is not wrapped in the envelope. */
const isDocumentation = (name: string) =>
  name.startsWith('GET /api/docs') || name === 'GET /api/openapi.json';

/**
 * The fuzz may save a Gemini key of its own (PUT /api/settings/gemini-key); from then on its
 * thumbnails go to Gemini, which here is a closed local port, and the documented answer is
 * 502 THUMBNAIL_FAILED.
 */
const providerFailures: Record<string, string> = {
  'POST /api/thumbnails/generate': 'THUMBNAIL_FAILED',
};
let hasOwnGeminiKey = false;

// Nothing here may leave the machine: vendors a request could reach point at a closed port.
const CLOSED_PORT = 'http://127.0.0.1:9';

const testApp = await createTestApp({
  // High enough that the fuzz reaches the routes behind the limits; 429 is accepted anyway.
  loginAttemptsPer15Min: 1_000_000,
  aiAssistsPerMinute: 1_000_000,
  accessTokenTtlSeconds: 3_600,
  imageBaseUrls: { gemini: CLOSED_PORT, openai: CLOSED_PORT },
  ttsBaseUrls: { elevenlabs: CLOSED_PORT, openai: CLOSED_PORT },
});
const catalog = (await routeCatalog(testApp.app)).sort(
  // Deleting comes last, so the other routes still find the ids they are offered.
  (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
);
const snapshot = storedState(testApp.testDatabase.database.db, testApp.dataDir);
const pristinePrototypes = prototypeKeys();

let token: string;
const context: ValueContext & { knownValues: Record<string, string[]> } = {
  knownIds: [],
  knownValues: {},
};
let baseline: StoredState;

beforeAll(async () => {
  const app = testApp.app;
  const account = await register(app);
  token = account.token;
  const call = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await app.inject({ method, url, headers: withBearer(token), payload });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
    return response.json().data;
  };
  const { project } = await call('POST', '/api/projects', { title: 'Fuzzed' });
  await call('PUT', `/api/projects/${project.id}`, {
    revision: 0,
    script: 'A script to keep.',
    source: 'generate',
  });
  const versions = await app.inject({
    method: 'GET',
    url: `/api/projects/${project.id}/versions`,
    headers: withBearer(token),
  });
  const voiceOver = await call('POST', '/api/audio/generate', {
    text: 'Hello there.',
    voiceId: 'builtin:en-us+f3',
  });
  const checkout = await call('POST', '/api/payments/create-checkout-session', {
    priceId: 'test_boost_monthly',
    planId: 'boost',
  });
  context.knownIds = [
    project.id,
    versions.json().data.versions[0].id,
    voiceOver.audioUrl.split('/').pop(),
    account.user.id,
  ];
  // A real version, so a restore gets past its lookups to the save itself.
  context.knownValues = {
    sessionId: [checkout.sessionId],
    versionId: [versions.json().data.versions[0].id],
  };
  baseline = await snapshot();
}, 60_000);
afterAll(() => testApp.close());

function prototypeKeys() {
  return {
    object: Object.getOwnPropertyNames(Object.prototype).sort(),
    array: Object.getOwnPropertyNames(Array.prototype).sort(),
  };
}

type FuzzRequest = {
  as: 'user' | 'guest';
  path: string;
  query: [string, string][];
  /** Sent as JSON text (`RawJson` parts as they are); `undefined` sends no body. */
  body: unknown;
  contentType: string;
  stream: boolean;
};

/** Percent-encodes a URL part byte by byte (a lone surrogate becomes U+FFFD's bytes). */
const encodePart = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/** Already encoded: malformed escapes, encoded NUL and traversal, invalid UTF-8, a long segment. */
const RAW_URL_PARTS = [
  '%00',
  '%E0%A4%A',
  '%ED%A0%80',
  '%FF%FE',
  '..%2F..%2Fauth%2Fme',
  '%2e%2e',
  'a%2Fb',
  '%25',
  'x'.repeat(3_000),
];

class RawUrlPart {
  constructor(readonly text: string) {}
  [fc.toStringMethod]() {
    return `RawUrlPart(${this.text.slice(0, 40)})`;
  }
}

const asUrlPart = (value: unknown): string =>
  value instanceof RawUrlPart
    ? value.text
    : encodePart(typeof value === 'string' ? value : toJsonText(value));

function urlValue(schema: JsonSchema, known: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: validValue(schema, context) },
    ...(known.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 3, arbitrary: invalidValue(schema, context) },
    { weight: 1, arbitrary: hostileValue },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...RAW_URL_PARTS).map((text) => new RawUrlPart(text)),
    },
  );
}

function pathFor(route: CatalogRoute): fc.Arbitrary<string> {
  const names = pathParamsOf(route.url);
  const values = names.map((name) =>
    urlValue(route.params?.properties?.[name] ?? { type: 'string' }, [
      ...(context.knownValues[name] ?? []),
    ]),
  );
  return fc
    .tuple(...values)
    .map((parts) =>
      names.reduce(
        (url, name, index) => url.replace(`:${name}`, asUrlPart(parts[index])),
        route.url,
      ),
    );
}

const POLLUTING_QUERIES: [string, string][][] = [
  [['__proto__[polluted]', 'yes']],
  [['constructor[prototype][polluted]', 'yes']],
  [['__proto__', 'yes']],
  [['prototype', '{"polluted":"yes"}']],
  [['%00', '%00']],
  [['%E0%A4%A', '1']],
];

function queryFor(route: CatalogRoute): fc.Arbitrary<[string, string][]> {
  const declared = Object.entries(route.querystring?.properties ?? {}).map(([name, schema]) =>
    fc.option(
      urlValue(schema, []).map((value): [string, string] => [encodePart(name), asUrlPart(value)]),
      { nil: undefined },
    ),
  );
  const fromSchema = fc
    .tuple(...declared)
    .map((pairs) => pairs.filter((pair): pair is [string, string] => pair !== undefined));
  return fc.oneof(
    { weight: 4, arbitrary: fromSchema },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fromSchema, fc.constantFrom(...POLLUTING_QUERIES))
        .map(([pairs, extra]) => [...pairs, ...extra]),
    },
    // The same parameter twice arrives as an array.
    { weight: 1, arbitrary: fromSchema.map((pairs) => [...pairs, ...pairs]) },
  );
}

const takesBody = (route: CatalogRoute) => route.method !== 'GET';

function bodyFor(route: CatalogRoute): fc.Arbitrary<unknown> {
  if (!takesBody(route)) return fc.constant(undefined);
  const schema = bodySchemaOf(route);
  const withPollution = (body: fc.Arbitrary<unknown>) =>
    fc
      .tuple(body, fc.constantFrom('__proto__', 'constructor', 'prototype'))
      .map(([value, key]) => withExtraKey(value, key, { polluted: 'yes' }));
  if (schema === undefined) {
    return fc.oneof(
      { weight: 2, arbitrary: fc.constant(undefined) },
      { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
      { weight: 2, arbitrary: hostileValue },
    );
  }
  return fc.oneof(
    { weight: 3, arbitrary: validValue(schema, context) },
    { weight: 6, arbitrary: fuzzValue(schema, context) },
    { weight: 1, arbitrary: withPollution(validValue(schema, context)) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

function requestFor(route: CatalogRoute): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    as: fc.oneof(
      { weight: 4, arbitrary: fc.constant('user' as const) },
      { weight: 1, arbitrary: fc.constant('guest' as const) },
    ),
    path: pathFor(route),
    query: queryFor(route),
    body: bodyFor(route),
    contentType: fc.oneof(
      { weight: 12, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-16',
          'multipart/form-data; boundary=fuzz',
          'application/xml',
        ),
      },
    ),
    stream: fc.oneof(
      { weight: 5, arbitrary: fc.constant(false) },
      { weight: 1, arbitrary: fc.constant(true) },
    ),
  });
}

async function send(route: CatalogRoute, request: FuzzRequest): Promise<LightMyRequestResponse> {
  const query = request.query.map(([key, value]) => `${key}=${value}`).join('&');
  const headers: Record<string, string> = {
    ...(request.as === 'user' ? withBearer(token) : {}),
    ...(request.stream ? { accept: 'text/event-stream' } : {}),
  };
  const hasBody = request.body !== undefined;
  if (hasBody) headers['content-type'] = request.contentType;
  return testApp.app.inject({
    method: route.method,
    url: query === '' ? request.path : `${request.path}?${query}`,
    headers,
    ...(hasBody ? { payload: toJsonText(request.body) } : {}),
  });
}

/** The checks every answer must pass, whatever was sent. */
async function expectSafeAnswer(route: CatalogRoute, response: LightMyRequestResponse) {
  const name = routeName(route);
  const providerFailed =
    hasOwnGeminiKey &&
    response.statusCode === 502 &&
    response.json().code === providerFailures[name];
  if (!providerFailed) {
    expect(response.statusCode, response.body.slice(0, 500)).toBeLessThan(500);
  }
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('text/event-stream')) {
    expect(response.body).not.toContain('"code":"INTERNAL"');
  } else if (response.statusCode >= 400 || type.includes('json')) {
    expect(type).toMatch(/^application\/json/);
    const body = response.json() as Record<string, unknown>;
    if (response.statusCode >= 400) {
      expect(body.success).toBe(false);
      expect(typeof body.error === 'string' && body.error.length > 0, 'error').toBe(true);
      expect(String(body.code)).toMatch(/^[A-Z][A-Z0-9_]*$/);
    } else if (!isDocumentation(name)) {
      expect(body.success).toBe(true);
    }
  }
  if (name === 'PUT /api/settings/gemini-key' && response.statusCode === 200) {
    hasOwnGeminiKey = true;
  }
  if (name === 'DELETE /api/settings/gemini-key' && response.statusCode === 200) {
    hasOwnGeminiKey = false;
  }

  const after = await snapshot();
  if (response.statusCode >= 400) {
    expect(after, `a ${response.statusCode} answer changed stored data`).toEqual(baseline);
  }
  baseline = after;

  expect(prototypeKeys()).toEqual(pristinePrototypes);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

/** Fixed bodies every route that takes one must survive: size limits, depth, pollution, text. */
function hostileBodies(route: CatalogRoute): [string, unknown][] {
  const schema = bodySchemaOf(route);
  const example = schema ? exampleOf(schema, context.knownIds) : {};
  const fields = Object.keys(schema?.properties ?? {});
  const perField: [string, unknown][] = (fields.length > 0 ? fields : ['text']).flatMap((field) => [
    [`${field}: just under the 1 MB limit`, withExtraKey(example, field, JUST_UNDER_LIMIT)],
    [`${field}: 10 000 nested arrays`, withExtraKey(example, field, deepArrays(10_000))],
    [
      `${field}: an object holding 10 000 nested arrays`,
      withExtraKey(example, field, { nested: deepArrays(10_000) }),
    ],
    ...UNICODE_SAMPLES.slice(0, 11).map((sample): [string, unknown] => [
      `${field}: ${JSON.stringify(sample)}`,
      withExtraKey(example, field, sample),
    ]),
    [`${field}: a polluting object`, withExtraKey(example, field, pollutingObjects[0])],
  ]);
  return [
    ['over the 1 MB JSON limit', withExtraKey(example, fields[0] ?? 'text', OVER_LIMIT)],
    ['10 000 nested arrays as the body', deepArrays(10_000)],
    ...pollutingObjects.map((raw): [string, unknown] => [raw.label, raw]),
    ...(['__proto__', 'constructor', 'prototype'] as const).map((key): [string, unknown] => [
      `the example with ${key}`,
      withExtraKey(example, key, { polluted: 'yes' }),
    ]),
    ...[
      new RawJson('{"a":', 'malformed JSON'),
      new RawJson('{} {}', 'trailing garbage'),
      new RawJson('', 'an empty body'),
      new RawJson('{"x":"\\ud800"}', 'a lone surrogate escape'),
      new RawJson('{"x":"\\u0000"}', 'a NUL escape'),
    ].map((raw): [string, unknown] => [raw.label, raw]),
    ['null', null],
    ['an array', []],
    ['a string', 'text'],
    ['a number', 1e308],
    ...perField,
  ];
}

const HOSTILE_URL_VALUES = [...RAW_URL_PARTS, ...UNICODE_SAMPLES.map(encodePart)];

/** The route's path with a real id (or value) in each parameter, one of them replaced. */
function knownPath(route: CatalogRoute, replaced?: { name: string; value: string }) {
  return pathParamsOf(route.url).reduce(
    (url, name) =>
      url.replace(
        `:${name}`,
        name === replaced?.name
          ? replaced.value
          : (context.knownValues[name]?.[0] ?? context.knownIds[0] ?? 'x'),
      ),
    route.url,
  );
}

/** Fixed paths and query strings: each parameter, then each query field, given each hostile value. */
function hostileUrls(route: CatalogRoute): { path: string; query: [string, string][] }[] {
  const perParam = pathParamsOf(route.url).flatMap((name) =>
    HOSTILE_URL_VALUES.map((value) => ({ path: knownPath(route, { name, value }), query: [] })),
  );
  const perQuery = [
    ...POLLUTING_QUERIES,
    ...Object.keys(route.querystring?.properties ?? {}).flatMap((name) =>
      HOSTILE_URL_VALUES.map((value): [string, string][] => [[name, value]]),
    ),
  ].map((query) => ({ path: knownPath(route), query }));
  return [...perParam, ...perQuery];
}

/**
 * PostgreSQL's `integer` (int4): the column each integer of a request lands in, or is compared
 * with in SQL; outside it PostgreSQL fails the statement ("out of range for type integer").
 */
const PG_INTEGER_MIN = -(2 ** 31);
const PG_INTEGER_MAX = 2 ** 31 - 1;

/** An integer field of a route: in its path, its query string, its JSON body or its multipart body. */
type IntegerTarget = {
  route: CatalogRoute;
  part: 'params' | 'querystring' | 'body' | 'multipart';
  field: IntegerField;
};

function integerTargetsOf(route: CatalogRoute): IntegerTarget[] {
  const body = bodySchemaOf(route);
  const of = (part: IntegerTarget['part'], schema: JsonSchema | undefined) =>
    schema === undefined ? [] : integerFields(schema).map((field) => ({ route, part, field }));
  return [
    ...of('params', route.params),
    ...of('querystring', route.querystring),
    ...of('body', body),
    // Text parts are the body's top-level fields.
    ...(takesMultipart(route)
      ? of('multipart', body).filter((target) => target.field.steps.length === 1)
      : []),
  ];
}

const integerTargets = catalog.flatMap(integerTargetsOf);
/** How a validation message names the field: `body.voiceOvers.0.characters`, `params.page`. */
const messageName = (target: IntegerTarget) =>
  `${target.part === 'multipart' ? 'body' : target.part}.${fieldPath(target.field)}`;
const targetName = (target: IntegerTarget) =>
  `${routeName(target.route)} ${target.part === 'multipart' ? 'multipart ' : ''}${messageName(target)}`;

/** The smallest and largest integer the field's schema accepts, where it says. */
function rangeOf(schema: JsonSchema): { lower: number; upper: number } {
  const lower =
    typeof schema.exclusiveMinimum === 'number'
      ? Math.floor(schema.exclusiveMinimum) + 1
      : (schema.minimum ?? -Infinity);
  const upper =
    typeof schema.exclusiveMaximum === 'number'
      ? Math.ceil(schema.exclusiveMaximum) - 1
      : (schema.maximum ?? Infinity);
  return { lower, upper };
}

/**
 * The values each integer field is sent: its own bounds and the column's (answered with a 2xx or a
 * 4xx, or refused when outside the field's range), then values no integer column holds, each
 * refused with a 400 naming the field.
 */
function integerBoundaries(schema: JsonSchema): { value: number; refused: boolean }[] {
  const { lower, upper } = rangeOf(schema);
  const edges = new Set(
    [upper, lower, PG_INTEGER_MAX, PG_INTEGER_MIN].filter(Number.isSafeInteger),
  );
  const outside = new Set(
    [PG_INTEGER_MAX + 1, PG_INTEGER_MIN - 1, 2 ** 53, -(2 ** 53), upper + 1, lower - 1, 1.5].filter(
      (value) => Number.isFinite(value) && !edges.has(value),
    ),
  );
  return [
    ...[...edges].map((value) => ({ value, refused: value < lower || value > upper })),
    ...[...outside].map((value) => ({ value, refused: true })),
  ];
}

const MULTIPART_BOUNDARY = 'reelwright-fuzz-boundary';

/** A multipart/form-data body of text parts, one per scalar field. */
function multipartPayload(fields: Record<string, unknown>): string {
  const parts = Object.entries(fields)
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .map(
      ([name, value]) =>
        `--${MULTIPART_BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
    );
  return `${parts.join('')}--${MULTIPART_BOUNDARY}--\r\n`;
}

/** The route with real ids and the smallest valid body, `value` in the target field. */
async function sendInteger(target: IntegerTarget, value: number): Promise<LightMyRequestResponse> {
  const { route, part, field } = target;
  const schema = bodySchemaOf(route);
  const example = schema === undefined ? undefined : exampleOf(schema, context.knownIds);
  const name = String(field.steps[0]?.key);
  if (part === 'multipart') {
    return testApp.app.inject({
      method: route.method,
      url: knownPath(route),
      headers: {
        ...withBearer(token),
        'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
      },
      payload: multipartPayload(
        withValueAt(example, field.steps, value) as Record<string, unknown>,
      ),
    });
  }
  return send(route, {
    as: 'user',
    path:
      part === 'params'
        ? knownPath(route, { name, value: encodePart(String(value)) })
        : knownPath(route),
    query: part === 'querystring' ? [[encodePart(name), encodePart(String(value))]] : [],
    body:
      part === 'body'
        ? withValueAt(example, field.steps, value, context.knownIds)
        : takesBody(route)
          ? example
          : undefined,
    contentType: 'application/json',
    stream: false,
  });
}

// Before the random fuzz, which deletes the known project at the end.
describe('fuzz: integer boundaries of every route, from its own schemas', () => {
  it('finds every integer field, each bounded by PostgreSQL’s integer', () => {
    const names = integerTargets.map(targetName);
    expect(names).toEqual(
      expect.arrayContaining([
        'PUT /api/projects/:id body.revision',
        'POST /api/projects/:id/versions/:versionId/restore body.revision',
        'POST /api/projects body.voiceOvers.0.characters',
        'POST /api/thumbnails/generate body.count',
        'POST /api/thumbnails/generate multipart body.count',
      ]),
    );
    for (const target of integerTargets) {
      const { lower, upper } = rangeOf(target.field.schema);
      expect(lower, `${targetName(target)}: its minimum`).toBeGreaterThanOrEqual(PG_INTEGER_MIN);
      expect(upper, `${targetName(target)}: its maximum`).toBeLessThanOrEqual(PG_INTEGER_MAX);
    }
  });

  it.each(integerTargets.map((target) => [targetName(target), target] as const))(
    '%s: the bounds, max + 1, 2^53, −2^31 − 1 and 1.5',
    async (_, target) => {
      for (const { value, refused } of integerBoundaries(target.field.schema)) {
        const response = await sendInteger(target, value);
        const label = `${messageName(target)} = ${value}`;
        await expectSafeAnswer(target.route, response).catch((error: Error) => {
          throw new Error(`${label}: ${error.message}`);
        });
        if (refused) {
          expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
          expect(response.json().code, label).toBe('VALIDATION_FAILED');
          expect(response.json().error, label).toContain(`${messageName(target)}:`);
        }
      }
    },
    60_000,
  );
});

describe('fuzz: every API route, from its own schemas', () => {
  it('knows the API’s routes, with their schemas', () => {
    const names = catalog.map(routeName);
    expect(names).toEqual(expect.arrayContaining(['POST /api/projects', 'GET /api/files/:id']));
    expect(catalog.find((route) => routeName(route) === 'POST /api/auth/register')?.body).toEqual(
      expect.objectContaining({ type: 'object', required: expect.arrayContaining(['email']) }),
    );
  });

  describe.each(catalog.map((route) => [routeName(route), route] as const))('%s', (_, route) => {
    it('survives fixed hostile bodies, params and query strings', async () => {
      const valid = {
        as: 'user' as const,
        path: knownPath(route),
        query: [],
        contentType: 'application/json',
        stream: false,
      };
      if (takesBody(route)) {
        for (const [label, body] of hostileBodies(route)) {
          const response = await send(route, { ...valid, body });
          await expectSafeAnswer(route, response).catch((error: Error) => {
            throw new Error(`${label}: ${error.message}`);
          });
        }
      }
      for (const url of hostileUrls(route)) {
        const response = await send(route, {
          ...valid,
          ...url,
          body: takesBody(route)
            ? exampleOf(bodySchemaOf(route) ?? {}, context.knownIds)
            : undefined,
        });
        await expectSafeAnswer(route, response).catch((error: Error) => {
          throw new Error(
            `${url.path.slice(0, 200)} ${JSON.stringify(url.query)}: ${error.message}`,
          );
        });
      }
    }, 120_000);

    it(`survives ${RUNS_PER_ROUTE} random requests`, async () => {
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (request) => {
          await expectSafeAnswer(route, await send(route, request));
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED },
      );
    }, 120_000);
  });
});
