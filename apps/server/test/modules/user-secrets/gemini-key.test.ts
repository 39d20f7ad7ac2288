import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { userSecrets } from '../../../src/db/schema';
import { register, withBearer } from '../../helpers/auth';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
afterEach(() => testApp?.close());

const KEY = 'AIzaSyD-example_KEY_0123456789abcdWXYZ';
const OTHER_KEY = 'AIzaSyOtherOtherOtherOtherOther9876';
const URL = '/api/settings/gemini-key';

const call = (
  method: 'GET' | 'PUT' | 'DELETE',
  token: string | undefined,
  payload?: unknown,
  app = testApp.app,
) =>
  app.inject({
    method,
    url: URL,
    headers: token === undefined ? {} : withBearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const storedRows = (userId: string) =>
  testApp.testDatabase.database.db.select().from(userSecrets).where(eq(userSecrets.userId, userId));

describe('/api/settings/gemini-key', () => {
  it('saves the key encrypted, answers only its last 4 characters and never the key', async () => {
    testApp = await createTestApp();
    const ann = await register(testApp.app);
    expect((await call('GET', ann.token)).json()).toEqual({
      success: true,
      data: { saved: false, last4: null, serverKey: false },
    });

    const saved = await call('PUT', ann.token, { apiKey: `  ${KEY} ` });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      success: true,
      data: { saved: true, last4: 'WXYZ', serverKey: false },
    });
    expect(saved.body).not.toContain(KEY);

    const status = await call('GET', ann.token);
    expect(status.json().data).toEqual({ saved: true, last4: 'WXYZ', serverKey: false });
    expect(status.body).not.toContain(KEY.slice(0, 20));

    const [row] = await storedRows(ann.user.id);
    expect(row).toBeDefined();
    expect(row!.kind).toBe('gemini');
    expect(row!.last4).toBe('WXYZ');
    for (const column of [row!.ciphertext, row!.iv, row!.tag]) {
      expect(column).not.toContain(KEY);
      expect(Buffer.from(column, 'base64').toString('utf8')).not.toContain(KEY);
    }
    expect(Buffer.from(row!.iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(row!.tag, 'base64')).toHaveLength(16);
    expect(await testApp.app.userSecrets.geminiKeyOf(ann.user.id)).toBe(KEY);
  });

  it('uses a fresh IV on every write and replaces an earlier key', async () => {
    testApp = await createTestApp();
    const ann = await register(testApp.app);
    await call('PUT', ann.token, { apiKey: KEY });
    const [first] = await storedRows(ann.user.id);
    await call('PUT', ann.token, { apiKey: KEY });
    const [second] = await storedRows(ann.user.id);
    expect(second!.iv).not.toBe(first!.iv);
    expect(second!.ciphertext).not.toBe(first!.ciphertext);

    const replaced = await call('PUT', ann.token, { apiKey: OTHER_KEY });
    expect(replaced.json().data.last4).toBe('9876');
    expect(await storedRows(ann.user.id)).toHaveLength(1);
    expect(await testApp.app.userSecrets.geminiKeyOf(ann.user.id)).toBe(OTHER_KEY);
  });

  it("is the owner's alone: another user neither sees nor uses it, even with the row copied", async () => {
    testApp = await createTestApp();
    const ann = await register(testApp.app);
    const bob = await register(testApp.app);
    await call('PUT', ann.token, { apiKey: KEY });

    expect((await call('GET', bob.token)).json().data).toEqual({
      saved: false,
      last4: null,
      serverKey: false,
    });
    expect(await testApp.app.userSecrets.geminiKeyOf(bob.user.id)).toBeNull();

    // Bob deleting "his" key leaves Ann's in place.
    expect((await call('DELETE', bob.token)).statusCode).toBe(200);
    expect(await testApp.app.userSecrets.geminiKeyOf(ann.user.id)).toBe(KEY);

    // Ann's sealed value written into Bob's row does not open for Bob (bound to its owner).
    const [row] = await storedRows(ann.user.id);
    await testApp.testDatabase.database.db
      .insert(userSecrets)
      .values({ ...row!, userId: bob.user.id });
    expect(await testApp.app.userSecrets.geminiKeyOf(bob.user.id)).toBeNull();
    expect((await call('GET', bob.token)).json().data.saved).toBe(false);
  });

  it('deletes the key', async () => {
    testApp = await createTestApp();
    const ann = await register(testApp.app);
    await call('PUT', ann.token, { apiKey: KEY });
    const removed = await call('DELETE', ann.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ saved: false, last4: null, serverKey: false });
    expect(await storedRows(ann.user.id)).toHaveLength(0);
    expect(await testApp.app.userSecrets.geminiKeyOf(ann.user.id)).toBeNull();
    expect((await call('DELETE', ann.token)).statusCode).toBe(200);
  });

  it('says when the server has a Gemini key of its own', async () => {
    testApp = await createTestApp({
      images: {
        gemini: { apiKey: 'server-key', model: 'gemini-2.5-flash-image' },
        openai: undefined,
      },
    });
    const ann = await register(testApp.app);
    const status = (await call('GET', ann.token)).json().data;
    expect(status).toEqual({ saved: false, last4: null, serverKey: true });
    expect(JSON.stringify(status)).not.toContain('server-key');
  });

  it('answers bad input and guests with envelopes, never a 500', async () => {
    testApp = await createTestApp();
    const ann = await register(testApp.app);
    const cases: [unknown, string][] = [
      [{ apiKey: 'short' }, 'body.apiKey: This does not look like a Gemini API key.'],
      [
        { apiKey: 'has spaces inside the key value!!' },
        'body.apiKey: This does not look like a Gemini API key.',
      ],
      [{ apiKey: 'x'.repeat(201) }, 'body.apiKey: This does not look like a Gemini API key.'],
      [{}, 'body.apiKey: Enter your Gemini API key.'],
    ];
    for (const [payload, error] of cases) {
      const response = await call('PUT', ann.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error, code: 'VALIDATION_FAILED' });
    }
    const noBody = await call('PUT', ann.token);
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().code).toBe('VALIDATION_FAILED');
    const badJson = await testApp.app.inject({
      method: 'PUT',
      url: URL,
      headers: { ...withBearer(ann.token), 'content-type': 'application/json' },
      payload: '{"apiKey":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().code).toBe('INVALID_JSON');
    expect(await storedRows(ann.user.id)).toHaveLength(0);

    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const guest = await call(method, undefined, method === 'PUT' ? { apiKey: KEY } : undefined);
      expect(guest.statusCode).toBe(401);
      expect(guest.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('treats a key sealed under another server secret as absent (and logged), never a 500', async () => {
    testApp = await createTestApp({ secretsKey: 'a'.repeat(40) });
    const ann = await register(testApp.app);
    await call('PUT', ann.token, { apiKey: KEY });
    expect(await testApp.app.userSecrets.geminiKeyOf(ann.user.id)).toBe(KEY);

    const warnings: unknown[] = [];
    const rotated = await buildApp({
      database: testApp.testDatabase.database,
      jwtSecret: TEST_JWT_SECRET,
      dataDir: testApp.dataDir,
      secretsKey: 'b'.repeat(40),
      logger: {
        level: 'warn',
        stream: { write: (line: string) => warnings.push(JSON.parse(line)) },
      },
    });
    // Without SECRETS_KEY the key comes from the JWT secret: a third, different key.
    const fromJwt = await buildApp({
      database: testApp.testDatabase.database,
      jwtSecret: TEST_JWT_SECRET,
      dataDir: testApp.dataDir,
    });
    try {
      for (const app of [rotated, fromJwt]) {
        const status = await call('GET', ann.token, undefined, app);
        expect(status.statusCode).toBe(200);
        expect(status.json().data).toEqual({ saved: false, last4: null, serverKey: false });
        expect(await app.userSecrets.geminiKeyOf(ann.user.id)).toBeNull();
      }
      expect(warnings).toContainEqual(
        expect.objectContaining({
          userId: ann.user.id,
          msg: 'stored user secret cannot be decrypted; treated as absent',
        }),
      );
      // Saving again under the new secret works.
      await call('PUT', ann.token, { apiKey: OTHER_KEY }, rotated);
      expect(await rotated.userSecrets.geminiKeyOf(ann.user.id)).toBe(OTHER_KEY);
    } finally {
      await rotated.close();
      await fromJwt.close();
    }
  });
});
