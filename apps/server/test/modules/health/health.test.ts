import { apiSuccessSchema, healthSchema } from '@reelwright/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('GET /api/health', () => {
  it('reports the database as up, with its driver', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = apiSuccessSchema(healthSchema).parse(response.json());
    expect(body.data.database).toMatchObject({ status: 'up', driver: testDriver });
    expect(body.data.version).toBe('test');
  });

  it('answers 503 DATABASE_UNAVAILABLE when the database cannot be reached', async () => {
    testApp = await createTestApp();
    await testApp.testDatabase.database.close();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      error: 'The database is not reachable.',
      code: 'DATABASE_UNAVAILABLE',
    });
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI document generated from the route schemas', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/api/health');
  });
});
