import { apiFailureSchema } from '@reelwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  const { app } = testApp;
  // Probe routes that exercise the shared error handling the real modules rely on.
  app.post(
    '/api/probe/echo',
    {
      schema: {
        body: z.object({
          name: z.string().min(1).max(100),
          email: z.email(),
          tags: z.array(z.string()).max(3).optional(),
        }),
        querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
      },
    },
    async (request) => ({ success: true, data: request.body }),
  );
  app.get('/api/probe/crash', async () => {
    throw new Error('connection string postgres://admin:hunter2@db leaked');
  });
  await app.ready();
});

afterAll(() => testApp.close());

const post = (url: string, payload: string, contentType = 'application/json') =>
  testApp.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('API error envelope', () => {
  it('answers an unknown /api route with 404 NOT_FOUND', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      error: 'Nothing is at GET /api/no-such-thing.',
      code: 'NOT_FOUND',
    });
  });

  it('answers an unknown method on a known /api path with 404 NOT_FOUND', async () => {
    const response = await testApp.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await post('/api/probe/echo', '{"name": "Ann",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'The request body is not valid JSON.',
      code: 'INVALID_JSON',
    });
  });

  it('refuses prototype-poisoning JSON as invalid', async () => {
    const response = await post('/api/probe/echo', '{"__proto__": {"admin": true}, "name": "a"}');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_JSON');
  });

  it('names the offending field when the body breaks the schema', async () => {
    const response = await post('/api/probe/echo', JSON.stringify({ name: 'Ann', email: 'nope' }));
    expect(response.statusCode).toBe(400);
    const body = apiFailureSchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.error).toMatch(/^body\.email: /);
  });

  it('names nested fields and query parameters', async () => {
    const nested = await post(
      '/api/probe/echo',
      JSON.stringify({ name: 'Ann', email: 'a@b.co', tags: ['a', 1] }),
    );
    expect(nested.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(nested.json().error).toMatch(/^body\.tags\.1: /);

    const query = await testApp.app.inject({
      method: 'POST',
      url: '/api/probe/echo?page=0',
      payload: { name: 'Ann', email: 'a@b.co' },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().error).toMatch(/^querystring\.page: /);
  });

  it('treats a missing body as a validation failure, not a crash', async () => {
    const response = await post('/api/probe/echo', '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(response.json().error).toMatch(/^body/);
  });

  it('accepts a valid body and echoes it in the success envelope', async () => {
    const response = await post(
      '/api/probe/echo',
      JSON.stringify({ name: 'Ann', email: 'a@b.co' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { name: 'Ann', email: 'a@b.co' } });
  });

  it('answers a body over 1 MB with 413 PAYLOAD_TOO_LARGE', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(1024 * 1024), email: 'a@b.co' });
    const response = await post('/api/probe/echo', huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      error: 'The request body is larger than the 1 MB limit.',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await post('/api/probe/echo', 'name=Ann', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers an unexpected error with 500 INTERNAL and no internals', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/probe/crash',
      headers: { 'x-request-id': 'req-crash-1' },
    });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      success: false,
      error:
        'Something went wrong on our side. Please try again; if it keeps happening, contact support and quote request id req-crash-1.',
      code: 'INTERNAL',
    });
    expect(response.body).not.toMatch(/hunter2|postgres:|at .*\.ts/);
  });
});

describe('request ids', () => {
  it('echoes a well-formed incoming x-request-id', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123');
  });

  it('replaces a malformed one with a generated uuid', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id with spaces\n' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
