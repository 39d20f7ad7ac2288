import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { waitForResetLink } from './support/outbox';
import { startProductionServer } from './support/start-server.mjs';
import { signUpInUi, welcome, welcomeNew } from './support/sign-up';

// All browser test files share one server, and its login limiter allows 10 attempts per
// 15 minutes per IP (every test comes from 127.0.0.1): this file signs in 4 times in all.
// Accounts get unique emails, and are created through the API where the UI is not under test.

const session = useBrowser();
const baseURL = inject('baseURL');

const PASSWORD = 'correct horse battery';
// Chromium logs every 401 answer ("Failed to load resource: … status of 401") as a console error.
const FAILED_SIGN_IN = /status of 401/;

const uniqueEmail = (label: string) => `e2e-${label}-${randomBytes(4).toString('hex')}@example.com`;

async function registerThroughApi(account: { name: string; email: string; password: string }) {
  const response = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(response.status).toBe(201);
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'));
async function signInInUi(page: Page, email: string, password: string) {
  await page.getByRole('heading', { level: 1, name: 'Welcome back!' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    exp: number;
  };
  return payload.exp * 1000;
}

describe('accounts', () => {
  it('signs up, survives a reload, signs out, and signs in back to the page asked for', async () => {
    const page = await session.newPage();
    const name = 'Ada Lovelace';
    const email = uniqueEmail('journey');

    await signUpInUi(page, { name, email, password: PASSWORD });
    expect(pathOf(page)).toBe('/app');

    // Still the visit that created the account: still welcomed, not welcomed back.
    await page.reload();
    await welcomeNew(page, name).waitFor();

    await page.getByRole('banner').getByRole('button', { name }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    expect(await storedToken(page)).toBeNull();

    // The studio greets a guest with a demo card; its sign-in link comes back to the studio.
    await page.goto('/app/video-maker');
    await page.getByRole('link', { name: 'Have an account? Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await signInInUi(page, email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/app/video-maker');
    await page.getByRole('heading', { level: 1, name: 'Video studio' }).waitFor();
    expect(await storedToken(page)).not.toBeNull();
  });

  it("shows the server's message for a wrong password", async () => {
    session.problems.allow(FAILED_SIGN_IN);
    const email = uniqueEmail('wrong');
    await registerThroughApi({ name: 'Grace Hopper', email, password: PASSWORD });
    const page = await session.newPage();
    await page.goto('/auth');
    await signInInUi(page, email, 'not the password');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: /\S/ }).textContent())
      .toBe('Invalid email or password.');
    expect(pathOf(page)).toBe('/auth');
    expect(await storedToken(page)).toBeNull();
  });

  it('resets a forgotten password with the link from the mail', async () => {
    session.problems.allow(FAILED_SIGN_IN);
    const name = 'Katherine Johnson';
    const email = uniqueEmail('reset');
    const newPassword = 'a brand new password';
    await registerThroughApi({ name, email, password: PASSWORD });

    const page = await session.newPage();
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
    expect(await page.getByRole('status').textContent()).toMatch(/If an account exists/);

    const link = await waitForResetLink(inject('dataDir'), email);
    expect(link.startsWith(`${baseURL}/auth/reset?token=`)).toBe(true);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Password changed' }).waitFor();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await signInInUi(page, email, newPassword);
    await welcome(page, name).waitFor();

    const other = await session.newPage();
    await other.goto('/auth');
    await signInInUi(other, email, PASSWORD);
    await expect
      .poll(() => other.getByRole('alert').filter({ hasText: /\S/ }).textContent())
      .toBe('Invalid email or password.');
  });

  it('opens the dashboard as a private demo user', async () => {
    const page = await session.newPage();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Try the demo' }).click();
    await page.waitForURL((url) => url.pathname === '/app');
    await page.getByRole('heading', { level: 1, name: /^Welcome back, .+!$/ }).waitFor();
    expect(
      await page.evaluate(
        () => (JSON.parse(localStorage.getItem('userData')!) as { isDemo: boolean }).isDemo,
      ),
    ).toBe(true);
    await page.getByRole('banner').getByRole('button').click();
    await page.getByText('Demo account — deleted in 24 h').waitFor();
  });
});

describe('session renewal', () => {
  it(
    'renews an access token that expires while the page is open, without the user noticing',
    { timeout: 90_000 },
    async () => {
      // A server of its own, whose access tokens live 30 s (the shortest allowed): renewed at 15 s.
      const server = await startProductionServer({ env: { ACCESS_TOKEN_TTL_SECONDS: '30' } });
      const page = await session.newPage();
      try {
        const name = 'Mary Jackson';
        await signUpInUi(
          page,
          { name, email: uniqueEmail('renewal'), password: PASSWORD },
          `${server.baseURL}/auth`,
        );
        const first = (await storedToken(page))!;
        expect(expiryOf(first) - Date.now()).toBeLessThanOrEqual(30_000);

        await expect
          .poll(() => storedToken(page), { timeout: 30_000, interval: 500 })
          .not.toBe(first);
        // Let the first token run out in real time.
        await page.waitForTimeout(Math.max(0, expiryOf(first) - Date.now() + 2_000));
        expect(Date.now()).toBeGreaterThan(expiryOf(first));

        // Use the app: into the studio, then home by the logo, which leads back to the dashboard.
        await page.getByRole('link', { name: /Create New Video/ }).click();
        await page.getByRole('heading', { level: 1, name: 'Video studio' }).waitFor();
        await page.getByRole('banner').getByRole('link', { name: 'Reelwright' }).click();
        await page.waitForURL((url) => url.pathname === '/app');
        await welcome(page, name).waitFor();

        const current = (await storedToken(page))!;
        expect(expiryOf(current)).toBeGreaterThan(Date.now());
        const status = await page.evaluate(async (token) => {
          const response = await fetch('/api/auth/me', {
            headers: { authorization: `Bearer ${token}` },
          });
          return response.status;
        }, current);
        expect(status).toBe(200);
      } finally {
        await page.close();
        await server.stop();
      }
    },
  );
});
