import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { OpenApiDocument, Operation } from '../../src/modules/api-docs/openapi-document';
import { register, withBearer } from '../helpers/auth';
import { subscribe } from '../helpers/plans';
import { createTestApp } from '../helpers/test-app';
import { routeCatalog, routeName } from '../reliability/route-catalog';

// The API reference (`/api/openapi.json`, `/api/docs`) against the running app: every route is
// in it, its examples are ones the routes accept, and its lock marks say who may call.

const CLOSED_PORT = 'http://127.0.0.1:9';
const testApp = await createTestApp({
  imageBaseUrls: { gemini: CLOSED_PORT, openai: CLOSED_PORT },
  ttsBaseUrls: { elevenlabs: CLOSED_PORT, openai: CLOSED_PORT },
});
afterAll(() => testApp.close());
const app = testApp.app;

/** The reference's own routes, which it does not list. */
const REFERENCE_ROUTES = ['GET /api/docs', 'GET /api/openapi.json'];

const documentResponse = await app.inject({ method: 'GET', url: '/api/openapi.json' });
const document = documentResponse.json() as OpenApiDocument;

type DocumentedOperation = { name: string; method: string; url: string; operation: Operation };
const operations: DocumentedOperation[] = Object.entries(document.paths).flatMap(
  ([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => {
      const url = path.replace(/\{([^}]+)\}/g, ':$1');
      return {
        name: `${method.toUpperCase()} ${url}`,
        method: method.toUpperCase(),
        url,
        operation,
      };
    }),
);
const operationNamed = new Map(operations.map((entry) => [entry.name, entry]));
const jsonExample = (content: Record<string, { example?: unknown }> | undefined) =>
  content?.['application/json']?.example;

/** A path with a made-up value in every parameter, so the route is reached. */
const concreteUrl = (url: string) =>
  url.replace(/:([A-Za-z0-9_]+)/g, '0b6e5a3c-7f1d-4c2a-9e8b-5d4f3a2c1b0e');

const send = (entry: DocumentedOperation, headers: Record<string, string>) => {
  const body = jsonExample(entry.operation.requestBody?.content);
  return app.inject({
    method: entry.method as 'GET',
    url: concreteUrl(entry.url),
    headers,
    ...(body === undefined || entry.method === 'GET' ? {} : { payload: body as object }),
  });
};

const codeOf = (response: LightMyRequestResponse) =>
  response.headers['content-type']?.toString().includes('json') ? response.json().code : undefined;

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3 document of this API with its sections and token schemes', () => {
    expect(documentResponse.statusCode).toBe(200);
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Reelwright API');
    expect(Object.keys(document.components?.securitySchemes ?? {}).sort()).toEqual([
      'apiToken',
      'bearerAuth',
    ]);
    expect(document.components?.securitySchemes?.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('documents every registered API route, and nothing that is not one', async () => {
    const registered = (await routeCatalog(app))
      .map(routeName)
      .filter((name) => !REFERENCE_ROUTES.includes(name))
      .sort();
    expect(registered.length).toBeGreaterThan(40);
    expect(operations.map((entry) => entry.name).sort()).toEqual(registered);
  });

  it('gives every operation a summary, a listed section, an answer and an error envelope', () => {
    const sections = new Set((document.tags ?? []).map((tag) => tag.name));
    for (const { name, operation } of operations) {
      expect(operation.summary, name).toMatch(/\w{3}/);
      expect(operation.tags, name).toHaveLength(1);
      expect(sections.has(operation.tags![0]!), `${name} in ${operation.tags}`).toBe(true);
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => /^2\d\d$/.test(status)),
        name,
      ).toBe(true);
    }
    expect(document.components?.schemas?.ApiFailure).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['success', 'error', 'code']),
    });
  });

  it('states, for every body and success answer, an example the route’s own schema accepts', () => {
    let checked = 0;
    for (const route of app.apiRoutes()) {
      const name = `${route.method} ${route.url}`;
      if (REFERENCE_ROUTES.includes(name)) continue;
      const entry = operationNamed.get(name);
      expect(entry, `${name} is documented`).toBeDefined();
      const bodySchema = route.schema?.body ?? route.documentedBody;
      if (bodySchema instanceof z.ZodType) {
        const example = jsonExample(entry!.operation.requestBody?.content);
        const parsed = bodySchema.safeParse(example);
        expect(parsed.success, `${name} body ${JSON.stringify(example)}: ${parsed.error}`).toBe(
          true,
        );
        checked += 1;
      }
      const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
      for (const [status, schema] of Object.entries(responses)) {
        if (!(schema instanceof z.ZodType)) continue;
        const example = jsonExample(entry!.operation.responses[status]?.content);
        const parsed = schema.safeParse(example);
        expect(
          parsed.success,
          `${name} ${status} ${JSON.stringify(example)}: ${parsed.error}`,
        ).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('shows the contracts’ own examples for the main requests', () => {
    const bodyOf = (name: string) =>
      jsonExample(operationNamed.get(name)?.operation.requestBody?.content);
    expect(bodyOf('POST /api/script/generate')).toMatchObject({
      topic: 'How to brew pour-over coffee at home',
      contentType: 'education',
    });
    expect(bodyOf('POST /api/auth/login')).toEqual({
      email: 'maya@example.com',
      password: 'correct horse battery',
    });
    // Read by its handler (JSON or multipart), documented in its JSON form.
    expect(bodyOf('POST /api/thumbnails/generate')).toMatchObject({ count: 3 });
  });
});

describe('the lock marks', () => {
  it('mark exactly the operations that refuse a caller without a token', async () => {
    for (const entry of operations) {
      const response = await send(entry, {});
      const refused = response.statusCode === 401 && codeOf(response) === 'UNAUTHORIZED';
      const locked = (entry.operation.security ?? []).length > 0;
      // Refresh needs its cookie, not a bearer token: open to call, refused without the cookie.
      if (entry.name === 'POST /api/auth/refresh') {
        expect(locked, entry.name).toBe(false);
        continue;
      }
      expect(locked, `${entry.name} answered ${response.statusCode} ${response.body}`).toBe(
        refused,
      );
      if (locked) expect(entry.operation.responses['401'], entry.name).toBeDefined();
    }
  });

  it('list the API token scheme on exactly the operations a Pro API token may call', async () => {
    const user = await register(app);
    await subscribe(app, user.token, 'pro');
    const created = await app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: withBearer(user.token),
      payload: { name: 'reference test' },
    });
    const apiToken = withBearer(created.json().data.secret);
    const acceptsApiToken: string[] = [];
    for (const entry of operations) {
      if ((entry.operation.security ?? []).length === 0) continue;
      const response = await send(entry, apiToken);
      if (response.statusCode !== 401) acceptsApiToken.push(entry.name);
    }
    const documented = operations
      .filter((entry) => (entry.operation.security ?? []).some((scheme) => 'apiToken' in scheme))
      .map((entry) => entry.name);
    expect(acceptsApiToken.sort()).toEqual(documented.sort());
    expect(documented).toEqual(
      expect.arrayContaining([
        'POST /api/script/generate',
        'POST /api/audio/generate',
        'POST /api/thumbnails/generate',
        'GET /api/projects',
        'PUT /api/projects/:id',
      ]),
    );
  });
});

describe('GET /api/docs', () => {
  it('is a page for a browser: every operation, no script, a CSP without script sources', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src/);
    expect(response.body).not.toMatch(/<script/i);
    expect(response.body).toContain('<html lang="en">');
    const unescape = (text: string) => text.replace(/&#39;/g, "'").replace(/&quot;/g, '"');
    const page = unescape(response.body);
    for (const { method, url, operation } of operations) {
      const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(page, `${method} ${path}`).toContain(`${method}</span> <span class="path">${path}`);
      expect(page).toContain(
        operation.summary!.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
      );
    }
  });

  it('is the OpenAPI document for any other client', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['vary']).toMatch(/accept/i);
    expect(response.json()).toEqual(document);
  });
});
