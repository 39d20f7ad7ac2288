import { apiSuccessSchema, healthSchema, readinessSchema } from '@reelwright/contracts';
import { once } from 'node:events';
import { connect } from 'node:net';
import type { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import { connectTestRedis, testRedisUrl } from '../../helpers/test-redis';

let testApp: TestApp | undefined;
let redis: Redis | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
  redis?.disconnect();
  redis = undefined;
});

describe('GET /api/health (liveness)', () => {
  it('answers while the process runs, even with the database gone', async () => {
    testApp = await createTestApp();
    const first = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(first.statusCode).toBe(200);
    expect(apiSuccessSchema(healthSchema).parse(first.json()).data).toMatchObject({
      status: 'ok',
      version: 'test',
    });

    await testApp.testDatabase.database.close();
    const second = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(second.statusCode).toBe(200);
  });
});

describe('GET /api/ready (readiness)', () => {
  it('reports the database as up, with its driver, and Redis as not configured', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    const body = apiSuccessSchema(readinessSchema).parse(response.json());
    expect(body.data.database).toMatchObject({ status: 'up', driver: testDriver });
    expect(body.data.redis).toEqual({ status: 'not-configured' });
  });

  it('answers 503 DATABASE_UNAVAILABLE when the database cannot be reached', async () => {
    testApp = await createTestApp();
    await testApp.testDatabase.database.close();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      error: 'The database is not reachable.',
      code: 'DATABASE_UNAVAILABLE',
    });
  });

  it('lets in-flight requests finish on close and sheds new ones with 503 SHUTTING_DOWN', async () => {
    testApp = await createTestApp();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    testApp.app.get('/test/slow', async () => {
      started();
      await released;
      return { success: true, data: 'finished' };
    });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const address = testApp.app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;

    // A raw connection per request: the slow one is in flight when the close starts; the other
    // has sent half its headers, so the close must wait for it and then answer it.
    const rawRequest = (head: string) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.write(head);
      return { socket, response: once(socket, 'end').then(() => received) };
    };
    const slow = rawRequest('GET /test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await inFlight;
    const late = rawRequest('GET /api/ready HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    let closed = false;
    const closing = testApp.app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    late.socket.write('\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);

    release();
    const finished = await slow.response;
    expect(finished).toMatch(/^HTTP\/1\.1 200/);
    expect(finished).toMatch(/connection: close/i);
    expect(finished).toContain('{"success":true,"data":"finished"}');
    const shed = await late.response;
    expect(shed).toMatch(/^HTTP\/1\.1 503/);
    expect(shed).toMatch(/connection: close/i);
    expect(JSON.parse(shed.slice(shed.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      error: 'This server is restarting. Please try again.',
      code: 'SHUTTING_DOWN',
    });
    await closing;
    expect(closed).toBe(true);
    await testApp.testDatabase.dispose();
    testApp = undefined;
  });
});

describe.runIf(testRedisUrl)('GET /api/ready with Redis', () => {
  it('reports Redis as up, and 503 REDIS_UNAVAILABLE once it cannot be reached', async () => {
    ({ redis } = await connectTestRedis());
    testApp = await createTestApp({ redis });
    const up = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(up.statusCode).toBe(200);
    expect(apiSuccessSchema(readinessSchema).parse(up.json()).data.redis).toMatchObject({
      status: 'up',
    });

    redis.disconnect();
    const down = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      success: false,
      error: 'Redis is not reachable.',
      code: 'REDIS_UNAVAILABLE',
    });
  });
});
