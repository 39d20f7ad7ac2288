import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { uniqueEmail } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The server behind a proxy that passes the client's own X-Forwarded-For on and appends the
 * address it saw (nginx's `$proxy_add_x_forwarded_for`, the worst case), with TRUST_PROXY as an
 * operator sets it: a client rotating the header must still be counted as one address.
 */
let testApp: TestApp;
let proxy: http.Server;
let proxyPort: number;

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'production', TRUST_PROXY: '1' });
  testApp = await createTestApp({ trustProxy: config.trustProxy, loginAttemptsPer15Min: 3 });
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  const upstream = (testApp.app.server.address() as AddressInfo).port;
  proxy = http.createServer((request, response) => {
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const forwarded = http.request(
      {
        host: '127.0.0.1',
        port: upstream,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyPort = (proxy.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await testApp.close();
});

let rotation = 0;
/** A request through the proxy from `clientAddress` (a loopback address of its own). */
function viaProxy(clientAddress: string, url: string, body: object) {
  rotation += 1;
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; code: string | undefined }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: proxyPort,
        localAddress: clientAddress,
        method: 'POST',
        path: url,
        headers: {
          'content-type': 'application/json',
          // A new made-up address on every request.
          'x-forwarded-for': `203.0.113.${rotation % 250}, 198.51.100.${rotation % 250}`,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            code: (JSON.parse(text) as { code?: string }).code,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe('client addresses behind a proxy (TRUST_PROXY=1)', () => {
  it('counts sign-in attempts per real address, whatever X-Forwarded-For the client writes', async () => {
    const attempt = (client: string) =>
      viaProxy(client, '/api/auth/login', {
        email: uniqueEmail(),
        password: 'not the password',
      });
    const answers = [];
    for (let index = 0; index < 4; index += 1) answers.push(await attempt('127.0.0.2'));
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 429]);
    // Another client behind the same proxy has its own count.
    expect((await attempt('127.0.0.3')).status).toBe(401);
  });

  it('counts sign-ups per real address', async () => {
    const signUp = (client: string) =>
      viaProxy(client, '/api/auth/register', {
        name: 'Rotating',
        email: uniqueEmail(),
        password: 'correct horse battery',
      });
    const answers = [];
    for (let index = 0; index < 6; index += 1) answers.push(await signUp('127.0.0.4'));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(answers.at(-1)!.code).toBe('RATE_LIMITED');
    expect((await signUp('127.0.0.5')).status).toBe(201);
  });

  it('counts contact messages per real address', async () => {
    const send = () =>
      viaProxy('127.0.0.6', '/api/contact', {
        name: 'Spammer',
        email: uniqueEmail(),
        subject: 'Hello',
        message: 'The same message again and again.',
      });
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      const { status } = await send();
      statuses.push(status);
      if (status === 429) break;
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
