import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  files,
  projects,
  refreshTokens,
  userSecrets,
  usageMonths,
  users,
} from '../../../src/db/schema';
import { refresh, refreshCookieOf, register, withBearer } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp();
});
afterEach(() => testApp.close());

const send = (
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  token: string | undefined,
  payload?: unknown,
) =>
  testApp.app.inject({
    method,
    url,
    headers: token === undefined ? {} : withBearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const me = (token: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/auth/me', headers: withBearer(token) });

const signIn = (email: string, password: string) =>
  testApp.app
    .inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
    .then((response) => response.statusCode);

const startDemo = () => testApp.app.inject({ method: 'POST', url: '/api/auth/demo' });

describe('PATCH /api/account', () => {
  it('renames the user and answers the user as /me shows it, at once', async () => {
    const account = await register(testApp.app);
    expect((await me(account.token)).json().data.user.name).toBe('Ann Lee');

    const renamed = await send('PATCH', '/api/account', account.token, { name: '  Ann Li  ' });
    expect(renamed.statusCode).toBe(200);
    const user = renamed.json().data.user;
    expect(user).toMatchObject({ id: account.user.id, name: 'Ann Li', email: account.email });
    expect(user).toEqual((await me(account.token)).json().data.user);
  });

  it('refuses a blank or overlong name, a missing body and a guest with envelopes', async () => {
    const account = await register(testApp.app);
    const blank = await send('PATCH', '/api/account', account.token, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      success: false,
      error: 'body.name: Name is required.',
      code: 'VALIDATION_FAILED',
    });
    const long = await send('PATCH', '/api/account', account.token, { name: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('VALIDATION_FAILED');
    const empty = await send('PATCH', '/api/account', account.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const wrongType = await send('PATCH', '/api/account', account.token, { name: 42 });
    expect(wrongType.statusCode).toBe(400);
    const guest = await send('PATCH', '/api/account', undefined, { name: 'Eve' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('UNAUTHORIZED');
    expect((await me(account.token)).json().data.user.name).toBe('Ann Lee');
  });
});

describe('POST /api/account/password', () => {
  it('refuses a wrong current password with 400 INVALID_CREDENTIALS, keeping everything', async () => {
    const account = await register(testApp.app);
    const wrong = await send('POST', '/api/account/password', account.token, {
      currentPassword: 'not my password',
      newPassword: 'a brand new password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      error: 'The current password is incorrect.',
      code: 'INVALID_CREDENTIALS',
    });
    expect(await signIn(account.email, account.password)).toBe(200);
    expect((await refresh(testApp.app, account.refresh)).statusCode).toBe(200);
  });

  it('sets the new password, ends every other sign-in and keeps the caller signed in', async () => {
    const account = await register(testApp.app);
    const otherDevice = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    const changed = await send('POST', '/api/account/password', account.token, {
      currentPassword: account.password,
      newPassword: 'a brand new password',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      success: true,
      data: {
        message: 'Your password has been changed. Every other sign-in has been ended.',
        token: expect.any(String),
      },
    });
    const cookie = changed.cookies.find((entry) => entry.name === 'rw_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });

    // Access tokens issued before the change stop working at once, on this device and others;
    // the caller goes on with the new one.
    const me = (token: string) => send('GET', '/api/auth/me', token);
    for (const token of [account.token, otherDevice.json().data.token as string]) {
      const ended = await me(token);
      expect(ended.statusCode).toBe(401);
      expect(ended.json()).toEqual({
        success: false,
        error: 'Your session has ended. Please sign in again.',
        code: 'SESSION_ENDED',
      });
    }
    expect((await me(changed.json().data.token as string)).statusCode).toBe(200);

    expect((await refresh(testApp.app, account.refresh)).statusCode).toBe(401);
    expect((await refresh(testApp.app, refreshCookieOf(otherDevice))).statusCode).toBe(401);
    expect((await refresh(testApp.app, cookie!.value)).statusCode).toBe(200);

    expect(await signIn(account.email, account.password)).toBe(401);
    expect(await signIn(account.email, 'a brand new password')).toBe(200);
    const [row] = await testApp.testDatabase.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, account.user.id));
    expect(row!.hash).toMatch(/^\$argon2id\$/);
  });

  it('validates the new password and refuses the same one again', async () => {
    const account = await register(testApp.app);
    const short = await send('POST', '/api/account/password', account.token, {
      currentPassword: account.password,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      success: false,
      error: 'body.newPassword: Password must be at least 8 characters.',
      code: 'VALIDATION_FAILED',
    });
    const same = await send('POST', '/api/account/password', account.token, {
      currentPassword: account.password,
      newPassword: account.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toBe(
      'body.newPassword: Choose a new password different from the current one.',
    );
    const missing = await send('POST', '/api/account/password', account.token, {
      newPassword: 'a brand new password',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_FAILED');
  });

  it('limits password attempts per user', async () => {
    const account = await register(testApp.app);
    const attempt = () =>
      send('POST', '/api/account/password', account.token, {
        currentPassword: 'guess guess guess',
        newPassword: 'a brand new password',
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(400);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('tells a demo user there is no password to change', async () => {
    const demo = (await startDemo()).json().data;
    const response = await send('POST', '/api/account/password', demo.token, {
      currentPassword: 'anything at all',
      newPassword: 'a brand new password',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });
});

describe('DELETE /api/account', () => {
  async function withData(account: { user: { id: string } }) {
    const userId = account.user.id;
    const db = testApp.testDatabase.database.db;
    await db.insert(projects).values({
      userId,
      title: 'My video',
      contentType: 'tech',
      language: 'english',
      duration: 'medium',
      schemaVersion: 1,
    });
    await testApp.app.files.save(userId, {
      kind: 'voice-over',
      mimeType: 'audio/mpeg',
      filename: 'take.mp3',
      bytes: new Uint8Array([1, 2, 3]),
    });
    await testApp.app.userSecrets.saveGeminiKey(userId, 'AIzaSyExampleExampleExample1234');
  }

  const rowsOf = async (userId: string) => {
    const db = testApp.testDatabase.database.db;
    const count = async (table: typeof users | typeof projects | typeof files) =>
      (
        await db
          .select()
          .from(table)
          .where(eq(table === users ? users.id : (table as typeof files).userId, userId))
      ).length;
    return {
      users: await count(users),
      projects: await count(projects),
      files: await count(files),
      secrets: (await db.select().from(userSecrets).where(eq(userSecrets.userId, userId))).length,
      refreshTokens: (await db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId)))
        .length,
      usage: (await db.select().from(usageMonths).where(eq(usageMonths.userId, userId))).length,
    };
  };
  const filesDirOf = (userId: string) => path.join(testApp.dataDir, 'files', userId);

  it('keeps the account when the password is wrong or missing', async () => {
    const account = await register(testApp.app);
    await withData(account);
    const wrong = await send('DELETE', '/api/account', account.token, { password: 'nope nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      error: 'The password is incorrect.',
      code: 'INVALID_CREDENTIALS',
    });
    const missing = await send('DELETE', '/api/account', account.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      error: 'Enter your password to confirm.',
      code: 'VALIDATION_FAILED',
    });
    const noBody = await send('DELETE', '/api/account', account.token);
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().code).toBe('VALIDATION_FAILED');
    const badType = await send('DELETE', '/api/account', account.token, { password: 7 });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().code).toBe('VALIDATION_FAILED');

    expect(await rowsOf(account.user.id)).toMatchObject({ users: 1, projects: 1, files: 1 });
    expect(existsSync(filesDirOf(account.user.id))).toBe(true);
    expect((await me(account.token)).statusCode).toBe(200);
  });

  it("deletes the user's rows and files, clears the cookie, and their tokens stop working", async () => {
    const leaving = await register(testApp.app);
    const staying = await register(testApp.app);
    await withData(leaving);
    await withData(staying);
    expect((await me(leaving.token)).statusCode).toBe(200); // cached now: must be dropped

    const deleted = await send('DELETE', '/api/account', leaving.token, {
      password: leaving.password,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      success: true,
      data: { message: 'Your account and all of its data have been deleted.' },
    });
    const cleared = deleted.cookies.find((entry) => entry.name === 'rw_refresh');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/auth');

    expect(await rowsOf(leaving.user.id)).toEqual({
      users: 0,
      projects: 0,
      files: 0,
      secrets: 0,
      refreshTokens: 0,
      usage: 0,
    });
    expect(existsSync(filesDirOf(leaving.user.id))).toBe(false);

    const after = await me(leaving.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      success: false,
      error: 'This account no longer exists. Please sign in again.',
      code: 'SESSION_ENDED',
    });
    // Writes are refused the same way (no longer a 500 from the missing user's foreign key).
    const create = await testApp.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: withBearer(leaving.token),
      payload: { title: 'After deletion' },
    });
    expect(create.statusCode).toBe(401);
    expect(create.json().code).toBe('SESSION_ENDED');
    expect((await refresh(testApp.app, leaving.refresh)).statusCode).toBe(401);
    expect(await signIn(leaving.email, leaving.password)).toBe(401);
    const again = await send('DELETE', '/api/account', leaving.token, {
      password: leaving.password,
    });
    expect(again.statusCode).toBe(401);
    const rename = await send('PATCH', '/api/account', leaving.token, { name: 'Ghost' });
    expect(rename.statusCode).toBe(401);
    const saveKey = await testApp.app.inject({
      method: 'PUT',
      url: '/api/settings/gemini-key',
      headers: withBearer(leaving.token),
      payload: { apiKey: 'AIzaSyExampleExampleExample1234' },
    });
    expect(saveKey.statusCode).toBe(401);

    expect(await rowsOf(staying.user.id)).toMatchObject({
      users: 1,
      projects: 1,
      files: 1,
      secrets: 1,
    });
    expect(existsSync(filesDirOf(staying.user.id))).toBe(true);
    expect((await me(staying.token)).statusCode).toBe(200);
  });

  it('deletes a demo account without a password', async () => {
    const demo = (await startDemo()).json().data;
    await withData(demo);
    const deleted = await send('DELETE', '/api/account', demo.token, {});
    expect(deleted.statusCode).toBe(200);
    expect(await rowsOf(demo.user.id)).toMatchObject({ users: 0, projects: 0, files: 0 });
    expect(existsSync(filesDirOf(demo.user.id))).toBe(false);
    expect((await me(demo.token)).statusCode).toBe(401);
  });
});
