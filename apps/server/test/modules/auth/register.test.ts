import { apiSuccessSchema, authSessionSchema } from '@reelwright/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema';
import { register, uniqueClientAddress, uniqueEmail, withBearer } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const post = (payload: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: payload as object,
    remoteAddress: uniqueClientAddress(),
  });

describe('POST /api/auth/register', () => {
  it('creates a free account, signs it in and sets the refresh cookie', async () => {
    const email = uniqueEmail();
    const response = await post({ name: '  Ann Lee ', email, password: 'correct horse battery' });
    expect(response.statusCode).toBe(201);
    const { data } = apiSuccessSchema(authSessionSchema).parse(response.json());
    expect(data.user).toMatchObject({
      name: 'Ann Lee',
      email,
      subscription: 'free',
      subscriptionStatus: 'active',
      plan: 'free',
      videosCreated: 0,
      isDemo: false,
      demoExpiresAt: null,
      usage: { scriptsGenerated: 0, audioGenerated: 0, thumbnailsGenerated: 0, videosCreated: 0 },
      limits: {
        scriptsGenerated: 3,
        audioGenerated: 10000,
        thumbnailsGenerated: 5,
        videosCreated: 5,
      },
    });

    const payload = JSON.parse(Buffer.from(data.token.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({
      userId: data.user.id,
      email,
      name: 'Ann Lee',
      subscription: 'free',
    });
    expect(payload.exp - payload.iat).toBe(15 * 60);

    const cookie = response.cookies.find((entry) => entry.name === 'rw_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = (cookie!.expires!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: withBearer(data.token),
    });
    expect(me.json().data.user.id).toBe(data.user.id);
  });

  it('marks the refresh cookie Secure when served under a real host name', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { host: 'studio.example.com' },
      payload: { name: 'A', email: uniqueEmail(), password: 'long enough pw' },
      remoteAddress: uniqueClientAddress(),
    });
    expect(response.cookies.find((entry) => entry.name === 'rw_refresh')?.secure).toBe(true);
  });

  it('stores the email trimmed and lower-cased and the password only as an argon2id hash', async () => {
    const email = uniqueEmail();
    await post({
      name: 'B',
      email: `  ${email.toUpperCase()} `,
      password: 'correct horse battery',
    });
    const [row] = await testApp.testDatabase.database.db
      .select()
      .from(users)
      .where(eq(users.email, email));
    expect(row?.email).toBe(email);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(row?.passwordHash).not.toContain('correct horse battery');
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const { email } = await register(testApp.app);
    const response = await post({
      name: 'C',
      email: email.toUpperCase(),
      password: 'another password',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      error: 'An account with this email already exists.',
      code: 'EMAIL_TAKEN',
    });
  });

  it.each([
    [{ name: '', email: 'a@b.co', password: 'long enough' }, 'body.name: Name is required.'],
    [{ name: '   ', email: 'a@b.co', password: 'long enough' }, 'body.name: Name is required.'],
    [
      { name: 'x'.repeat(101), email: 'a@b.co', password: 'long enough' },
      'body.name: Name must be at most 100 characters.',
    ],
    [
      { name: 'A', email: 'not-an-email', password: 'long enough' },
      'body.email: Enter a valid email address.',
    ],
    [
      { name: 'A', email: 'a@b.co', password: 'short12' },
      'body.password: Password must be at least 8 characters.',
    ],
    [
      { name: 'A', email: 'a@b.co', password: 'x'.repeat(129) },
      'body.password: Password must be at most 128 characters.',
    ],
    [{ email: 'a@b.co', password: 'long enough' }, 'body.name: Name is required.'],
  ])('answers 400 VALIDATION_FAILED naming the field for %j', async (body, message) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: message, code: 'VALIDATION_FAILED' });
  });

  it('accepts the boundary lengths', async () => {
    const response = await post({
      name: 'x'.repeat(100),
      email: uniqueEmail(),
      password: 'x'.repeat(8),
    });
    expect(response.statusCode).toBe(201);
    const longest = await post({ name: 'y', email: uniqueEmail(), password: 'p'.repeat(128) });
    expect(longest.statusCode).toBe(201);
  });
});
