import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '../../../src/db/schema';
import { manualClock, register, withBearer } from '../../helpers/auth';
import { cancelSubscription, subscribe } from '../../helpers/plans';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const clock = manualClock(new Date('2026-04-10T09:00:00.000Z'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const call = (method: Method, url: string, token: string, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    headers: withBearer(token),
    ...(payload ? { payload } : {}),
  });

const createToken = (sessionToken: string, name = 'Zapier') =>
  call('POST', '/api/tokens', sessionToken, { name });

async function proUser() {
  const account = await register(testApp.app);
  await subscribe(testApp.app, account.token, 'pro');
  return account;
}

async function proUserWithToken(name = 'Zapier') {
  const account = await proUser();
  const created = await createToken(account.token, name);
  expect(created.statusCode).toBe(201);
  const { token, secret } = created.json().data as {
    token: { id: string; prefix: string };
    secret: string;
  };
  return { account, token, secret };
}

const storedRow = async (id: string) =>
  (await testApp.testDatabase.database.db.select().from(apiTokens).where(eq(apiTokens.id, id)))[0];

const OUTSIDE_API_TOKEN_ROUTES: [Method, string, object?][] = [
  ['GET', '/api/auth/me'],
  ['GET', '/api/tokens'],
  ['POST', '/api/tokens', { name: 'Minted by a token' }],
  ['GET', '/api/analytics'],
  ['PATCH', '/api/account', { name: 'Renamed by a token' }],
  ['GET', '/api/settings/gemini-key'],
  ['POST', '/api/usage/video'],
  ['POST', '/api/payments/cancel-subscription'],
];

describe('creating API tokens', () => {
  it('shows the token once and keeps only its SHA-256 and a short prefix', async () => {
    const account = await proUser();
    const response = await createToken(account.token, '  Publishing script  ');
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { token, secret } = response.json().data;
    expect(secret).toMatch(/^rw_[A-Za-z0-9_-]{43}$/);
    expect(token).toEqual({
      id: expect.any(String),
      name: 'Publishing script',
      prefix: secret.slice(0, 9),
      createdAt: '2026-04-10T09:00:00.000Z',
      lastUsedAt: null,
      revokedAt: null,
    });

    const row = await storedRow(token.id);
    expect(row!.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(secret.slice(9));

    const list = await call('GET', '/api/tokens', account.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual({ tokens: [token] });
    expect(list.body).not.toContain(secret.slice(9));
  });

  it('lists only the caller’s active tokens, newest first', async () => {
    const account = await proUser();
    const first = (await createToken(account.token, 'First')).json().data.token;
    clock.advance(1_000);
    const second = (await createToken(account.token, 'Second')).json().data.token;
    clock.advance(1_000);
    const third = (await createToken(account.token, 'Third')).json().data.token;
    await call('DELETE', `/api/tokens/${second.id}`, account.token);
    await createToken((await proUser()).token, 'Someone else’s');

    const list = (await call('GET', '/api/tokens', account.token)).json().data.tokens;
    expect(list.map((token: { name: string }) => token.name)).toEqual(['Third', 'First']);
    expect(list.map((token: { id: string }) => token.id)).toEqual([third.id, first.id]);
  });

  it('needs Pro: Free and Boost get 403 PLAN_REQUIRED', async () => {
    const free = await register(testApp.app);
    const boost = await register(testApp.app);
    await subscribe(testApp.app, boost.token, 'boost');
    for (const account of [free, boost]) {
      const response = await createToken(account.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        error:
          'API access comes with the Pro plan. Upgrade to Pro on the plans page to create API tokens.',
        code: 'PLAN_REQUIRED',
      });
      expect((await call('GET', '/api/tokens', account.token)).json().data).toEqual({
        tokens: [],
      });
    }
  });

  it('checks the name: 1–60 characters after trimming', async () => {
    const account = await proUser();
    for (const [payload, error] of [
      [{ name: '   ' }, 'body.name: Give the token a name.'],
      [{ name: 'x'.repeat(61) }, 'body.name: A token name can be at most 60 characters.'],
      [{}, 'body.name: Give the token a name.'],
    ] as const) {
      const response = await call('POST', '/api/tokens', account.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error, code: 'VALIDATION_FAILED' });
    }
    expect((await createToken(account.token, 'x'.repeat(60))).statusCode).toBe(201);
  });

  it('allows 10 active tokens at once, even when asked for in parallel', async () => {
    const account = await proUser();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => createToken(account.token, `Token ${index}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(201), 409, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toEqual({
      success: false,
      error:
        'You already have 10 active API tokens, the most allowed. Revoke one you no longer use, then create a new one.',
      code: 'TOKEN_LIMIT_REACHED',
    });

    const made = answers.find((answer) => answer.statusCode === 201)!.json().data.token;
    await call('DELETE', `/api/tokens/${made.id}`, account.token);
    expect((await createToken(account.token, 'After a revoke')).statusCode).toBe(201);
  });

  it('is for signed-in users only', async () => {
    const guest = await testApp.app.inject({
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'Anonymous' },
    });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('UNAUTHORIZED');
  });
});

describe('using API tokens', () => {
  it('works on the project, script, voice-over, thumbnail and file endpoints of a Pro user', async () => {
    const { account, secret } = await proUserWithToken();

    const created = await call('POST', '/api/projects', secret, { topic: 'Cabin build' });
    expect(created.statusCode).toBe(201);
    const project = created.json().data.project as { id: string };
    const listed = await call('GET', '/api/projects', account.token);
    expect(listed.json().data.projects.map((entry: { id: string }) => entry.id)).toEqual([
      project.id,
    ]);
    expect((await call('GET', `/api/projects/${project.id}`, secret)).statusCode).toBe(200);

    const script = await call('POST', '/api/script/generate', secret, {
      topic: 'Budget travel in Japan',
      duration: 'short',
      keyPoints: ['Rail passes'],
      contentType: 'lifestyle',
      language: 'english',
    });
    expect(script.statusCode).toBe(200);
    expect(script.json().data.usage.scriptsGenerated).toBe(1);

    const voices = await call('GET', '/api/audio/voices', secret);
    expect(voices.statusCode).toBe(200);
    const english = (voices.json().data.voices as { voice_id: string; language: string }[]).find(
      (voice) => voice.language.startsWith('en'),
    )!;
    const audio = await call('POST', '/api/audio/generate', secret, {
      text: 'Hello from an API token.',
      voiceId: english.voice_id,
      speed: 1,
    });
    expect(audio.statusCode).toBe(200);
    const file = await call('GET', audio.json().data.audioUrl, secret);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/mpeg');

    const history = await call('GET', `/api/thumbnails?projectId=${project.id}`, secret);
    expect(history.statusCode).toBe(200);
    expect(history.json().data.thumbnails).toEqual([]);
  });

  it('is refused with 401 on every other route', async () => {
    const { account, secret } = await proUserWithToken();
    for (const [method, url, payload] of OUTSIDE_API_TOKEN_ROUTES) {
      const response = await call(method, url, secret, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        error:
          'API tokens work only with the script, voice-over, thumbnail and project endpoints. Sign in for this one.',
        code: 'UNAUTHORIZED',
      });
    }
    // Nothing those calls asked for happened.
    const me = (await call('GET', '/api/auth/me', account.token)).json().data.user;
    expect(me).toMatchObject({ name: account.name, subscription: 'pro', videosCreated: 0 });
    expect((await call('GET', '/api/tokens', account.token)).json().data.tokens).toHaveLength(1);
  });

  it('stops working once revoked; unknown and malformed tokens are 401 too', async () => {
    const { account, token, secret } = await proUserWithToken();
    expect((await call('GET', '/api/projects', secret)).statusCode).toBe(200);

    const revoked = await call('DELETE', `/api/tokens/${token.id}`, account.token);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.token).toMatchObject({
      id: token.id,
      revokedAt: clock.now().toISOString(),
    });
    expect((await call('GET', '/api/tokens', account.token)).json().data).toEqual({ tokens: [] });

    const unknown = `rw_${randomBytes(32).toString('base64url')}`;
    for (const bad of [secret, unknown, 'rw_short', `${secret}x`]) {
      const response = await call('GET', '/api/projects', bad);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        error: 'This API token is not valid or has been revoked. Create a new one in Settings.',
        code: 'UNAUTHORIZED',
      });
    }
    // Revoking again changes nothing.
    const again = await call('DELETE', `/api/tokens/${token.id}`, account.token);
    expect(again.json().data.token.revokedAt).toBe(revoked.json().data.token.revokedAt);
  });

  it('cannot be revoked by someone else: their id is 404, like an unknown one', async () => {
    const { token, secret } = await proUserWithToken();
    const other = await proUser();
    for (const id of [token.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await call('DELETE', `/api/tokens/${id}`, other.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        error: 'This API token does not exist.',
        code: 'NOT_FOUND',
      });
    }
    expect((await call('GET', '/api/projects', secret)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/tokens/not-a-uuid', other.token)).statusCode).toBe(400);
  });

  it('answers 403 PLAN_REQUIRED after a downgrade, and works again on Pro', async () => {
    const { account, token, secret } = await proUserWithToken();
    await cancelSubscription(testApp.app, account.token);

    const response = await call('GET', '/api/projects', secret);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      error:
        'API access comes with the Pro plan. Upgrade to Pro on the plans page to use API tokens.',
      code: 'PLAN_REQUIRED',
    });
    // The owner still sees and can revoke what they made.
    expect((await call('GET', '/api/tokens', account.token)).json().data.tokens).toHaveLength(1);

    await subscribe(testApp.app, account.token, 'pro');
    expect((await call('GET', '/api/projects', secret)).statusCode).toBe(200);
    await call('DELETE', `/api/tokens/${token.id}`, account.token);
    expect((await call('GET', '/api/projects', secret)).statusCode).toBe(401);
  });

  it('records its last use at most once a minute', async () => {
    const { token, secret } = await proUserWithToken();
    const lastUsed = async () => (await storedRow(token.id))!.lastUsedAt?.toISOString() ?? null;
    expect(await lastUsed()).toBeNull();

    const first = clock.now().toISOString();
    await call('GET', '/api/projects', secret);
    expect(await lastUsed()).toBe(first);

    clock.advance(59_000);
    await call('GET', '/api/projects', secret);
    expect(await lastUsed()).toBe(first);

    clock.advance(2_000);
    await call('GET', '/api/projects', secret);
    expect(await lastUsed()).toBe(clock.now().toISOString());
  });
});

describe('logs', () => {
  it('never carry a token', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      clock,
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const account = await register(logged.app);
      await subscribe(logged.app, account.token, 'pro');
      const created = await logged.app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: withBearer(account.token),
        payload: { name: 'Logged' },
      });
      const { token, secret } = created.json().data;
      const use = (url: string) =>
        logged.app.inject({ method: 'GET', url, headers: withBearer(secret) });
      expect((await use('/api/projects')).statusCode).toBe(200);
      expect((await use('/api/auth/me')).statusCode).toBe(401);
      await logged.app.inject({
        method: 'DELETE',
        url: `/api/tokens/${token.id}`,
        headers: withBearer(account.token),
      });
      expect((await use('/api/projects')).statusCode).toBe(401);

      expect(lines.length).toBeGreaterThan(10);
      expect(lines.join('\n')).not.toContain(secret.slice(9));
    } finally {
      await logged.close();
    }
  });
});
