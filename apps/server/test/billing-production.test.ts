import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PlansResponse } from '@reelwright/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { composeServiceEnvironment, interpolate } from './helpers/compose-env';
import {
  serverRoot,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './helpers/server-process';
import { createTestDatabase, testDriver, type TestDatabase } from './helpers/test-database';
import { testRedisUrl } from './helpers/test-redis';

// The production server as it is shipped: compose.yaml's app service (the Dockerfile's image),
// NODE_ENV=production and no Stripe keys. The test checkout upgrades anyone for free, so there
// it must never be chosen unless BILLING_PROVIDER=test names it. (Each test boots a real server
// process: slow on a busy machine, hence the long timeouts.)

const repoRoot = path.resolve(serverRoot, '../..');
const TEST_MODE_META = '<meta name="reelwright-billing" content="test">';

let workDir: string;
let webDist: string;
let testDatabase: TestDatabase | undefined;
let server: ServerProcess | undefined;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'reelwright-billing-'));
  // A stand-in for the built web app, to see what the pages say.
  webDist = path.join(workDir, 'web');
  await mkdir(webDist);
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Reelwright</title></head><body><div id="root"></div></body></html>',
  );
  if (testDriver === 'postgres') {
    testDatabase = await createTestDatabase();
    await testDatabase.database.close();
  }
});
afterEach(async () => {
  if (server) await stopServerProcess(server, 'SIGKILL');
  server = undefined;
});
afterAll(async () => {
  await testDatabase?.dispose();
  await rm(workDir, { recursive: true, force: true });
});

/**
 * compose.yaml's app environment, as `docker compose up` gives it with the required secrets set
 * (strong random ones) and every other variable left to its default. The addresses of compose's
 * own hosts become what this test has: its database and Redis when it runs with them, else the
 * embedded database, in-memory limits and local files.
 */
function composeAppEnvironment(): Record<string, string> {
  const shell = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    SECRETS_KEY: randomBytes(32).toString('hex'),
  };
  const environment = composeServiceEnvironment(
    path.join(repoRoot, 'compose.yaml'),
    'app-1',
    shell,
  );
  for (const name of Object.keys(environment)) {
    if (name.startsWith('S3_')) delete environment[name];
  }
  delete environment.DATABASE_URL;
  delete environment.REDIS_URL;
  return {
    ...environment,
    ...(testDatabase ? { DATABASE_URL: testDatabase.url! } : {}),
    ...(testRedisUrl ? { REDIS_URL: testRedisUrl } : {}),
    // The image's own environment (Dockerfile: ENV NODE_ENV=production).
    NODE_ENV: 'production',
    DATA_DIR: path.join(workDir, `data-${randomBytes(4).toString('hex')}`),
    WEB_DIST_DIR: webDist,
  };
}

type Answer = {
  status: number;
  body: { success: boolean; data?: unknown; error?: string; code?: string };
};

const clientAddress = `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

async function call(method: string, url: string, token?: string, body?: unknown): Promise<Answer> {
  // As nginx in front of compose's instances (TRUST_PROXY=1) would say: the client's address,
  // a new one per run, as per-address limits outlive a run in the shared Redis.
  const headers: Record<string, string> = { 'x-forwarded-for': clientAddress };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server!.url}${url}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

async function registerUser(): Promise<string> {
  const registered = await call('POST', '/api/auth/register', undefined, {
    name: 'Ann Lee',
    email: `ann-${randomBytes(4).toString('hex')}@example.com`,
    password: 'correct horse battery',
  });
  expect(registered.status).toBe(201);
  return (registered.body.data as { token: string }).token;
}

const subscriptionOf = async (token: string) =>
  ((await call('GET', '/api/auth/me', token)).body.data as { user: { subscription: string } }).user
    .subscription;

const page = async () => (await fetch(`${server!.url}/`)).text();

describe('compose.yaml and the Dockerfile', () => {
  it('ship no Stripe keys, no BILLING_PROVIDER, and run the server itself (not npm start)', () => {
    const environment = composeAppEnvironment();
    expect(Object.keys(environment).filter((name) => /STRIPE|BILLING/.test(name))).toEqual([]);
    const dockerfile = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/NODE_ENV=production/);
    expect(dockerfile).not.toMatch(/BILLING_PROVIDER|STRIPE_/);
    expect(dockerfile).toMatch(/^CMD \["node", "apps\/server\/dist\/server\.js"\]$/m);
  });

  it('interpolate ${VAR:-default} and ${VAR:?message} as compose does', () => {
    expect(interpolate('${A:-x}/${B-y}/$$A/${C}', { A: '', B: '' })).toBe('x//$A/');
    expect(() => interpolate('${JWT_SECRET:?set it}', {})).toThrow(/JWT_SECRET/);
    expect(interpolate('${A:?m}', { A: 'v' })).toBe('v');
  });
});

describe('the production server with compose.yaml’s environment', () => {
  it('has billing off: no checkout can be completed without Stripe, the user stays on Free', async () => {
    server = await startServerProcess(composeAppEnvironment());
    const token = await registerUser();

    const plans = await call('GET', '/api/payments/plans');
    expect(plans.status).toBe(200);
    const catalogue = plans.body.data as PlansResponse;
    expect(catalogue.billing).toEqual({ provider: 'none' });
    const listed = catalogue.plans.flatMap((plan) =>
      Object.values(plan.prices)
        .filter((price) => price !== null)
        .map((price) => ({ priceId: price!.priceId, planId: plan.id })),
    );
    expect(listed).toHaveLength(4);

    // Every price listed, and the test checkout's own ids.
    for (const body of [
      ...listed,
      { priceId: 'test_pro_monthly', planId: 'pro' },
      { priceId: 'test_pro_yearly', planId: 'pro' },
    ]) {
      const started = await call('POST', '/api/payments/create-checkout-session', token, body);
      expect(started).toEqual({
        status: 503,
        body: {
          success: false,
          error: 'Payments are not set up on this server yet.',
          code: 'BILLING_NOT_CONFIGURED',
        },
      });
    }

    // The rest of the test checkout's path, with a session id of its making.
    const sessionId = `cs_test_${randomBytes(16).toString('hex')}`;
    expect((await call('POST', `/api/payments/test-checkout/${sessionId}/pay`, token)).status).toBe(
      404,
    );
    expect((await call('GET', `/api/payments/session/${sessionId}`, token)).status).toBe(503);
    const change = await call('POST', '/api/payments/change-plan', token, {
      priceId: 'test_pro_monthly',
      planId: 'pro',
    });
    expect(change.status).toBe(503);
    const webhook = await fetch(`${server.url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' }),
    });
    expect(webhook.status).toBe(404);

    expect(await subscriptionOf(token)).toBe('free');
    expect(await page()).not.toContain(TEST_MODE_META);
    expect(server.output()).toContain('Billing is off');
    expect(server.output()).not.toContain('BILLING_PROVIDER=test');
  }, 120_000);

  it('runs the test checkout only with BILLING_PROVIDER=test, warning at start and marking every page', async () => {
    server = await startServerProcess({ ...composeAppEnvironment(), BILLING_PROVIDER: 'test' });
    const token = await registerUser();
    expect(((await call('GET', '/api/payments/plans')).body.data as PlansResponse).billing).toEqual(
      {
        provider: 'test',
      },
    );
    const started = await call('POST', '/api/payments/create-checkout-session', token, {
      priceId: 'test_pro_monthly',
      planId: 'pro',
    });
    expect(started.status).toBe(200);
    const { sessionId } = started.body.data as { sessionId: string };
    expect((await call('POST', `/api/payments/test-checkout/${sessionId}/pay`, token)).status).toBe(
      200,
    );
    expect((await call('GET', `/api/payments/session/${sessionId}`, token)).status).toBe(200);
    expect(await subscriptionOf(token)).toBe('pro');

    expect(await page()).toContain(`<head>${TEST_MODE_META}<title>`);
    const helpCenter = await (await fetch(`${server.url}/help-center`)).text();
    expect(helpCenter).toContain(TEST_MODE_META);

    // Logged right after the ready line, which is the first.
    const lines = server.output().split('\n');
    expect(lines[0]).toContain('Reelwright is ready at');
    const warning = lines
      .filter((line) => line.includes('BILLING_PROVIDER=test'))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(warning).toHaveLength(1);
    expect(warning[0]!.level).toBe(40);
    expect(warning[0]!.msg).toContain('anyone can switch to a paid plan for free');
  }, 120_000);
});
