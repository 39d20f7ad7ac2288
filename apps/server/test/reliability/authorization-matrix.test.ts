import { createSigner } from 'fast-jwt';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, withBearer } from '../helpers/auth';
import { subscribe } from '../helpers/plans';
import { createTestApp, TEST_JWT_SECRET } from '../helpers/test-app';
import { exampleOf } from './json-schema-arbitraries';
import {
  bodySchemaOf,
  pathParamsOf,
  routeCatalog,
  routeName,
  type CatalogRoute,
} from './route-catalog';

// Who may call what: every /api route is either declared public below or refuses callers
// without a valid token; user A's project, script version, voice-over, thumbnail, files,
// checkout, API token and Gemini key answer 404 to anyone else (as if they did not exist), and
// other users' listings never show them. The routes come from the app itself, so a new route is
// checked the day it appears.

/**
 * Routes anyone may call without a bearer token (besides the API's documentation, everything
 * under GET /api/docs). A new public route must be added here.
 */
const PUBLIC_ROUTES = [
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/demo',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'GET /api/payments/plans',
  'GET /api/stats',
  'GET /api/health',
  'GET /api/ready',
  'GET /api/docs',
  'GET /api/openapi.json',
  'POST /api/help/feedback',
  'POST /api/notify',
  'POST /api/contact',
];

type Resources = {
  projectId: string;
  versionId: string;
  voiceOverFileId: string;
  thumbnailId: string;
  thumbnailFileId: string;
  checkoutSessionId: string;
  apiTokenId: string;
};

/**
 * How to put A's resources in a path: by the segment before the parameter. A protected route
 * with a parameter not named here fails the matrix until it is added.
 */
const PATH_FILLERS: Record<string, (resources: Resources) => string[]> = {
  'projects/:id': (r) => [r.projectId],
  'versions/:versionId': (r) => [r.versionId],
  'files/:id': (r) => [r.voiceOverFileId, r.thumbnailFileId],
  'session/:sessionId': (r) => [r.checkoutSessionId],
  'test-checkout/:sessionId': (r) => [r.checkoutSessionId],
  'tokens/:id': (r) => [r.apiTokenId],
};

/** Routes that answer 403 PLAN_REQUIRED to a caller whose plan lacks them. */
const PLAN_GATED_ROUTES = ['GET /api/analytics'];

/** Query and body fields that name one of A's resources. */
const REFERENCE_FIELDS: Record<string, (resources: Resources) => string> = {
  projectId: (r) => r.projectId,
};

// Nothing here may leave the machine: vendors a request could reach point at a closed port.
const CLOSED_PORT = 'http://127.0.0.1:9';
const testApp = await createTestApp({
  imageBaseUrls: { gemini: CLOSED_PORT, openai: CLOSED_PORT },
  ttsBaseUrls: { elevenlabs: CLOSED_PORT, openai: CLOSED_PORT },
});
afterAll(() => testApp.close());
const app = testApp.app;
const catalog = await routeCatalog(app);
const isPublic = (route: CatalogRoute) =>
  PUBLIC_ROUTES.includes(routeName(route)) || routeName(route).startsWith('GET /api/docs');
const protectedRoutes = catalog.filter((route) => !isPublic(route));

type Caller = { name: string; headers: Record<string, string> };

let owner: Awaited<ReturnType<typeof register>>;
let userA: Caller;
let userB: Caller;
let demo: Caller;
let apiTokenOfB: Caller;
let revokedApiTokenOfA: Caller;
let resources: Resources;
/** A's Gemini key: it must never show anywhere else. */
const GEMINI_KEY_OF_A = 'AIzaOwnerOnlyKey_0123456789-ZzQ9';

async function expectOk(response: LightMyRequestResponse) {
  if (response.statusCode >= 300) throw new Error(`setup failed: ${response.body}`);
  return response.json().data;
}

beforeAll(async () => {
  owner = await register(app, { name: 'Owner Anna' });
  userA = { name: 'user A', headers: withBearer(owner.token) };
  const b = await register(app);
  userB = { name: 'user B', headers: withBearer(b.token) };
  const demoSession = await expectOk(await app.inject({ method: 'POST', url: '/api/auth/demo' }));
  demo = { name: 'a demo user', headers: withBearer(demoSession.token) };

  const asA = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    app
      .inject({ method, url, headers: userA.headers, ...(payload ? { payload } : {}) })
      .then(expectOk);
  const { project } = await asA('POST', '/api/projects', { title: 'A’s private project' });
  await asA('PUT', `/api/projects/${project.id}`, {
    revision: 0,
    script: 'A’s private script.',
    source: 'generate',
  });
  const { versions } = await asA('GET', `/api/projects/${project.id}/versions`);
  const voiceOver = await asA('POST', '/api/audio/generate', {
    text: 'Only A may hear this.',
    voiceId: 'builtin:en-us+f3',
  });
  const { thumbnails } = await asA('POST', '/api/thumbnails/generate', {
    description: 'A private idea',
    count: 1,
    provider: 'builtin',
    projectId: project.id,
  });
  // An open checkout of A's stays open; another one puts A (and B) on Pro for API tokens.
  const checkout = await asA('POST', '/api/payments/create-checkout-session', {
    priceId: 'test_boost_monthly',
    planId: 'boost',
  });
  await subscribe(app, owner.token, 'pro');
  await subscribe(app, b.token, 'pro');
  const { token: apiToken } = await asA('POST', '/api/tokens', { name: 'A’s script' });
  const revoked = await asA('POST', '/api/tokens', { name: 'A’s old script' });
  await app
    .inject({ method: 'DELETE', url: `/api/tokens/${revoked.token.id}`, headers: userA.headers })
    .then(expectOk);
  revokedApiTokenOfA = { name: 'revoked', headers: withBearer(revoked.secret) };
  const ofB = await app
    .inject({
      method: 'POST',
      url: '/api/tokens',
      headers: userB.headers,
      payload: { name: 'B’s script' },
    })
    .then(expectOk);
  apiTokenOfB = { name: 'B’s API token', headers: withBearer(ofB.secret) };
  await asA('PUT', '/api/settings/gemini-key', { apiKey: GEMINI_KEY_OF_A });
  const fileIdOf = (url: string) => url.split('/').pop()!;
  resources = {
    projectId: project.id,
    versionId: versions[0].id,
    voiceOverFileId: fileIdOf(voiceOver.audioUrl),
    thumbnailId: thumbnails[0].id,
    thumbnailFileId: fileIdOf(thumbnails[0].url),
    checkoutSessionId: checkout.sessionId,
    apiTokenId: apiToken.id,
  };
}, 60_000);

/** The route's URLs with A's resources in its params; `undefined` when a param is unknown here. */
function urlsWithResourcesOfA(route: CatalogRoute): string[] | undefined {
  let urls = [route.url];
  for (const param of pathParamsOf(route.url)) {
    const segments = route.url.split('/');
    const previous = segments[segments.indexOf(`:${param}`) - 1];
    const filler = PATH_FILLERS[`${previous}/:${param}`];
    if (filler === undefined) return undefined;
    urls = urls.flatMap((url) => filler(resources).map((value) => url.replace(`:${param}`, value)));
  }
  return urls;
}

const hasPathParams = (route: CatalogRoute) => pathParamsOf(route.url).length > 0;

/** A body that passes the route's validation, so a refusal comes from who is asking. */
const validBodyOf = (route: CatalogRoute) => {
  const schema = bodySchemaOf(route);
  return route.method === 'GET' || schema === undefined ? undefined : exampleOf(schema);
};

const call = (caller: Caller | undefined, route: CatalogRoute, url: string, payload?: unknown) =>
  app.inject({
    method: route.method,
    url,
    headers: caller?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

function expectEnvelope(response: LightMyRequestResponse, status: number, code: string) {
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status,
    body: { success: false, code, error: expect.any(String) },
  });
}

/** Every id, address and secret of A's that nobody else may see. */
const secretsOfA = () => [...Object.values(resources), owner.user.id, owner.email, GEMINI_KEY_OF_A];

describe('the route list', () => {
  it('declares only routes that exist as public', () => {
    const names = new Set(catalog.map(routeName));
    expect(PUBLIC_ROUTES.filter((name) => !names.has(name))).toEqual([]);
    expect(protectedRoutes.length).toBeGreaterThan(20);
  });

  it('knows how to put A’s resources into every protected route’s params', () => {
    const unknown = protectedRoutes
      .filter((route) => urlsWithResourcesOfA(route) === undefined)
      .map(routeName);
    expect(unknown, 'add their params to PATH_FILLERS').toEqual([]);
  });

  it('keeps the public routes open to a caller without a token', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
    });
    const refreshCookie = signIn.cookies.find((cookie) => cookie.name === 'rw_refresh')!.value;
    for (const route of catalog.filter(isPublic)) {
      const response = await app.inject({
        method: route.method,
        url: route.url,
        ...(routeName(route) === 'POST /api/auth/refresh'
          ? { cookies: { rw_refresh: refreshCookie } }
          : {}),
        ...(validBodyOf(route) === undefined ? {} : { payload: validBodyOf(route) as object }),
      });
      const label = `${routeName(route)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect(response.statusCode, label).toBeLessThan(500);
      if (response.statusCode >= 400) {
        expect(response.json().code, label).not.toMatch(/^(UNAUTHORIZED|FORBIDDEN)$/);
      }
    }
  });
});

const expiredToken = () => {
  const now = Math.floor(Date.now() / 1000);
  return createSigner({ key: TEST_JWT_SECRET, algorithm: 'HS256' })({
    userId: owner.user.id,
    email: owner.email,
    name: owner.name,
    subscription: 'free',
    iat: now - 3_600,
    exp: now - 60,
  });
};

describe.each([
  ['a guest (no token)', (): Caller => ({ name: 'guest', headers: {} })],
  [
    'an expired token of A',
    (): Caller => ({ name: 'expired', headers: withBearer(expiredToken()) }),
  ],
  [
    'a malformed token',
    (): Caller => ({ name: 'malformed', headers: { authorization: 'Bearer not-a-jwt' } }),
  ],
  ['a revoked API token of A', (): Caller => revokedApiTokenOfA],
])('%s', (_, caller) => {
  it('gets 401 UNAUTHORIZED from every protected route, A’s resources included', async () => {
    for (const route of protectedRoutes) {
      for (const url of urlsWithResourcesOfA(route) ?? [route.url]) {
        const response = await call(caller(), route, url, validBodyOf(route));
        expect(response.statusCode, `${route.method} ${url}`).toBe(401);
        expectEnvelope(response, 401, 'UNAUTHORIZED');
      }
    }
  });
});

describe.each([
  ['user B', () => userB],
  ['a demo user', () => demo],
])('%s', (_, caller) => {
  it('gets 404 NOT_FOUND for every one of A’s resources, whatever the method', async () => {
    for (const route of protectedRoutes.filter(hasPathParams)) {
      for (const url of urlsWithResourcesOfA(route)!) {
        const response = await call(caller(), route, url, validBodyOf(route));
        expect(response.statusCode, `${route.method} ${url}: ${response.body}`).toBe(404);
        expectEnvelope(response, 404, 'NOT_FOUND');
      }
    }
  });

  it('gets 404 NOT_FOUND when a query or body names one of A’s resources', async () => {
    let checked = 0;
    for (const route of protectedRoutes) {
      const inQuery = Object.keys(route.querystring?.properties ?? {}).filter(
        (field) => field in REFERENCE_FIELDS,
      );
      const body = validBodyOf(route) as Record<string, unknown> | undefined;
      const inBody = Object.keys(bodySchemaOf(route)?.properties ?? {}).filter(
        (field) => field in REFERENCE_FIELDS,
      );
      for (const field of inQuery) {
        const url = `${route.url}?${field}=${REFERENCE_FIELDS[field]!(resources)}`;
        expectEnvelope(await call(caller(), route, url, body), 404, 'NOT_FOUND');
        checked += 1;
      }
      for (const field of inBody) {
        const payload = { ...body, [field]: REFERENCE_FIELDS[field]!(resources) };
        expectEnvelope(await call(caller(), route, route.url, payload), 404, 'NOT_FOUND');
        checked += 1;
      }
    }
    // GET /api/thumbnails?projectId= and POST /api/thumbnails/generate {projectId}, at least.
    expect(checked).toBeGreaterThanOrEqual(2);
  });

  it('never sees A’s ids, email or key in its own listings', async () => {
    const listings = protectedRoutes.filter(
      (route) => route.method === 'GET' && !hasPathParams(route),
    );
    expect(listings.map(routeName)).toEqual(
      expect.arrayContaining(['GET /api/projects', 'GET /api/thumbnails', 'GET /api/auth/me']),
    );
    for (const route of listings) {
      const response = await call(caller(), route, route.url);
      const label = `${routeName(route)}: ${response.body}`;
      if (response.statusCode === 403 && PLAN_GATED_ROUTES.includes(routeName(route))) {
        // The demo account is on Free.
        expectEnvelope(response, 403, 'PLAN_REQUIRED');
        continue;
      }
      expect(response.statusCode, label).toBe(200);
      for (const secret of secretsOfA()) {
        expect(response.body, `${routeName(route)} shows ${secret}`).not.toContain(secret);
      }
    }
    const key = await app.inject({
      method: 'GET',
      url: '/api/settings/gemini-key',
      headers: caller().headers,
    });
    expect(key.json().data).toMatchObject({ saved: false, last4: null });
  });
});

describe('user B’s API token', () => {
  it('gets 404 NOT_FOUND (or 401 where API tokens are not accepted) for every one of A’s resources', async () => {
    const seen = new Set<number>();
    for (const route of protectedRoutes.filter(hasPathParams)) {
      for (const url of urlsWithResourcesOfA(route)!) {
        const response = await call(apiTokenOfB, route, url, validBodyOf(route));
        const code = response.statusCode === 401 ? 'UNAUTHORIZED' : 'NOT_FOUND';
        expect([401, 404], `${route.method} ${url}: ${response.body}`).toContain(
          response.statusCode,
        );
        expectEnvelope(response, response.statusCode, code);
        seen.add(response.statusCode);
      }
    }
    // Projects and files take API tokens, so B's token reaches them and finds nothing of A's.
    expect([...seen].sort()).toEqual([401, 404]);
  });
});

describe('user A, the owner', () => {
  it('still has every resource as it was after the others tried', async () => {
    const get = (url: string) => app.inject({ method: 'GET', url, headers: userA.headers });
    const project = (await get(`/api/projects/${resources.projectId}`)).json().data.project;
    expect(project).toMatchObject({ title: 'A’s private project', revision: 1 });
    expect(project.script).toBe('A’s private script.');
    const versions = (await get(`/api/projects/${resources.projectId}/versions`)).json().data;
    expect(versions.versions.map((version: { id: string }) => version.id)).toEqual([
      resources.versionId,
    ]);
    for (const fileId of [resources.voiceOverFileId, resources.thumbnailFileId]) {
      expect((await get(`/api/files/${fileId}`)).statusCode).toBe(200);
    }
    const checkout = await get(`/api/payments/test-checkout/${resources.checkoutSessionId}`);
    expect(checkout.json().data).toMatchObject({ status: 'open' });
    const key = (await get('/api/settings/gemini-key')).json().data;
    expect(key).toMatchObject({ saved: true, last4: GEMINI_KEY_OF_A.slice(-4) });
    const history = (await get(`/api/thumbnails?projectId=${resources.projectId}`)).json().data;
    expect(history.thumbnails.map((thumbnail: { id: string }) => thumbnail.id)).toEqual([
      resources.thumbnailId,
    ]);
  });

  it('reaches every one of its resources on every route (deleting last)', async () => {
    const order = (route: CatalogRoute) =>
      route.method === 'GET' ? 0 : route.method === 'DELETE' ? 2 : 1;
    const routes = protectedRoutes.filter(hasPathParams).sort((a, b) => order(a) - order(b));
    for (const route of routes) {
      for (const url of urlsWithResourcesOfA(route)!) {
        const response = await call(userA, route, url, validBodyOf(route));
        const label = `${route.method} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        expect([401, 403, 404], label).not.toContain(response.statusCode);
      }
    }
  });
});
