import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { uniqueClientAddress, uniqueEmail } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { connectTestRedis, testRedisUrl } from '../../helpers/test-redis';

let testApp: TestApp;
afterEach(() => testApp?.close());

const post = (url: string, payload: object, remoteAddress: string) =>
  testApp.app.inject({ method: 'POST', url, payload, remoteAddress });

const signUp = (remoteAddress: string) =>
  post(
    '/api/auth/register',
    { name: 'Ann Lee', email: uniqueEmail(), password: 'correct horse battery' },
    remoteAddress,
  );

const forgot = (email: string, remoteAddress: string) =>
  post('/api/auth/forgot-password', { email }, remoteAddress);

async function mailsTo(email: string): Promise<number> {
  // The mail is sent after the answer: give it a moment to land.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const files = await readdir(path.join(testApp.dataDir, 'outbox')).catch(() => []);
  const texts = await Promise.all(
    files.map((file) => readFile(path.join(testApp.dataDir, 'outbox', file), 'utf8')),
  );
  return texts.filter((text) => text.includes(`To: ${email}`)).length;
}

function expectRateLimited(
  response: Awaited<ReturnType<typeof post>>,
  message: RegExp,
  maxWaitSeconds: number,
) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    success: false,
    error: expect.stringMatching(message),
    code: 'RATE_LIMITED',
  });
  const wait = Number(response.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(maxWaitSeconds);
}

describe('sign-up limit', () => {
  it('allows 5 new accounts an hour from one address, then 429 with Retry-After', async () => {
    testApp = await createTestApp();
    const address = uniqueClientAddress();
    for (let index = 0; index < 5; index += 1) {
      expect((await signUp(address)).statusCode).toBe(201);
    }
    expectRateLimited(
      await signUp(address),
      /^Too many new accounts from your network\. Try again in \d+ minutes?\.$/,
      3600,
    );
    // Another address is not affected.
    expect((await signUp(uniqueClientAddress())).statusCode).toBe(201);
  });

  it('follows SIGNUPS_PER_HOUR', async () => {
    testApp = await createTestApp({ signUpsPerHour: 2 });
    const address = uniqueClientAddress();
    expect((await signUp(address)).statusCode).toBe(201);
    expect((await signUp(address)).statusCode).toBe(201);
    expect((await signUp(address)).statusCode).toBe(429);
  });
});

describe('password reset mail limit', () => {
  it('sends at most 3 reset mails an hour to one email, and answers alike for unknown emails', async () => {
    testApp = await createTestApp();
    const known = uniqueEmail();
    expect((await signUp(uniqueClientAddress())).statusCode).toBe(201);
    await post(
      '/api/auth/register',
      { name: 'Known', email: known, password: 'correct horse battery' },
      uniqueClientAddress(),
    );
    const unknown = uniqueEmail('nobody');
    for (const email of [known, unknown]) {
      // From a new address each time: the per-email limit alone stops these.
      for (let index = 0; index < 3; index += 1) {
        expect((await forgot(email, uniqueClientAddress())).statusCode).toBe(200);
      }
    }
    const overKnown = await forgot(known, uniqueClientAddress());
    const overUnknown = await forgot(unknown, uniqueClientAddress());
    expectRateLimited(overKnown, /^Too many password reset requests\. Try again in/, 3600);
    expect(overUnknown.statusCode).toBe(overKnown.statusCode);
    expect(overUnknown.json()).toEqual(overKnown.json());
    expect(await mailsTo(known)).toBe(3);
  });

  it('limits reset requests from one address to 10 an hour, whatever the emails', async () => {
    testApp = await createTestApp();
    const address = uniqueClientAddress();
    for (let index = 0; index < 10; index += 1) {
      expect((await forgot(uniqueEmail(), address)).statusCode).toBe(200);
    }
    expectRateLimited(await forgot(uniqueEmail(), address), /^Too many password reset/, 3600);
  });
});

describe.runIf(testRedisUrl)('limits while Redis cannot be reached', () => {
  it('refuses sign-in, sign-up, demo and reset mail with 503 and Retry-After; others stay open', async () => {
    const { redis } = await connectTestRedis();
    testApp = await createTestApp({ redis });
    const address = uniqueClientAddress();
    expect((await signUp(address)).statusCode).toBe(201);
    redis.disconnect();

    const refused = [
      await signUp(address),
      await post(
        '/api/auth/login',
        { email: uniqueEmail(), password: 'correct horse battery' },
        address,
      ),
      await forgot(uniqueEmail(), address),
      await post('/api/auth/demo', {}, address),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        error:
          'This is paused for a moment: we cannot check request limits right now. Please try again in 1 minute.',
        code: 'REDIS_UNAVAILABLE',
      });
      expect(response.headers['retry-after']).toBe('30');
    }
    // The contact form's limit stays open during the outage.
    const contact = await post(
      '/api/contact',
      { name: 'Ann', email: uniqueEmail(), subject: 'Hello', message: 'A question about plans.' },
      address,
    );
    expect(contact.statusCode).toBe(201);
  });
});
