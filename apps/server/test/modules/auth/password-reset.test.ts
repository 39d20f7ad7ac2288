import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock, refresh, register, uniqueEmail } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
afterEach(() => testApp?.close());

const SENT =
  'If an account exists for this email, we have sent it a link to reset the password. The link is valid for 1 hour.';
const INVALID = {
  success: false,
  error: 'This reset link is invalid or has expired. Request a new one.',
  code: 'RESET_TOKEN_INVALID',
};

const post = (url: string, payload: object) =>
  testApp.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload });

async function outbox(): Promise<string[]> {
  const dir = path.join(testApp.dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.sort().map((file) => readFile(path.join(dir, file), 'utf8')));
}

/** The mail is sent without delaying the answer, so wait for it to land. */
async function resetLinkFor(email: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const mail = (await outbox()).find((message) => message.includes(`To: ${email}`));
    const link = mail?.match(/http:\/\/studio\.test\/auth\/reset\?token=([A-Za-z0-9_-]+)/);
    if (link) return link[1]!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no reset mail for ${email}`);
}

const signIn = (email: string, password: string) =>
  post('login', { email, password }).then((response) => response.statusCode);

describe('password reset', () => {
  it('mails a single-use link that sets a new password and ends every sign-in', async () => {
    testApp = await createTestApp();
    const account = await register(testApp.app);
    const forgot = await post('forgot-password', { email: account.email.toUpperCase() });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ success: true, data: { message: SENT } });

    const token = await resetLinkFor(account.email);
    const mail = (await outbox())[0]!;
    expect(mail).toMatch(/^From: Reelwright <no-reply@reelwright\.local>\r\n/);
    expect(mail).toContain('Subject: Reset your Reelwright password');

    const reset = await post('reset-password', { token, password: 'a brand new password' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.message).toBe(
      'Your password has been changed. Sign in with your new password.',
    );

    expect(await signIn(account.email, 'a brand new password')).toBe(200);
    expect(await signIn(account.email, account.password)).toBe(401);
    expect((await refresh(testApp.app, account.refresh)).statusCode).toBe(401);

    const again = await post('reset-password', { token, password: 'yet another password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
  });

  it('answers the same for unknown emails and sends nothing', async () => {
    testApp = await createTestApp();
    const response = await post('forgot-password', { email: uniqueEmail('ghost') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { message: SENT } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await outbox()).toEqual([]);
  });

  it('refuses a link older than one hour', async () => {
    const clock = manualClock();
    testApp = await createTestApp({ clock });
    const account = await register(testApp.app);
    await post('forgot-password', { email: account.email });
    const token = await resetLinkFor(account.email);
    clock.advance(60 * 60 * 1000 + 1000);
    const response = await post('reset-password', { token, password: 'a brand new password' });
    expect(response.json()).toEqual(INVALID);
    expect(await signIn(account.email, account.password)).toBe(200);
  });

  it('refuses an unknown token and checks the new password', async () => {
    testApp = await createTestApp();
    expect(
      (await post('reset-password', { token: 'nope', password: 'long enough' })).json(),
    ).toEqual(INVALID);
    const short = await post('reset-password', { token: 'nope', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('body.password: Password must be at least 8 characters.');
  });
});
