import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callBackRequests } from '../../../src/db/schema';
import { register, withBearer } from '../../helpers/auth';
import { subscribe } from '../../helpers/plans';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ supportEmail: 'help@studio.test' });
});
afterAll(() => testApp.close());

const request = {
  phone: '+1 555 010 2030',
  preferredTime: 'Weekdays 2–4 pm UTC',
  topic: 'Setting up voice-overs for our team channel',
};

const askForCallBack = (token: string, payload: object = request) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/support/call-back',
    headers: withBearer(token),
    payload,
  });

/** The outbox's mails to `to`, as written. */
async function mailsTo(to: string): Promise<string[]> {
  const outbox = path.join(testApp.dataDir, 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
  return mails.filter((mail) => mail.includes(`To: ${to}\r\n`));
}

async function proAccount(name: string) {
  const account = await register(testApp.app, { name });
  await subscribe(testApp.app, account.token, 'pro');
  return account;
}

describe('Pro call back on request', () => {
  it('records a Pro user’s request and mails it to support', async () => {
    const { token, user, email } = await proAccount('Maya Chen');
    const response = await askForCallBack(token);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      data: {
        message:
          'Thanks! Your request is with our support team. We will call you at the time you asked for.',
      },
    });

    const stored = await testApp.testDatabase.database.db
      .select()
      .from(callBackRequests)
      .where(eq(callBackRequests.userId, user.id));
    expect(stored).toMatchObject([request]);

    const [mail] = await mailsTo('help@studio.test');
    expect(mail).toContain('Subject: Call back requested by Maya Chen');
    expect(mail).toContain(`Maya Chen <${email}> (Pro) asked for a call back.`);
    expect(mail).toContain('Phone: +1 555 010 2030');
    expect(mail).toContain('Setting up voice-overs for our team channel');
  });

  it.each(['free', 'boost'] as const)(
    'refuses a %s user with 403 PLAN_REQUIRED and records nothing',
    async (plan) => {
      const { token, user } = await register(testApp.app);
      if (plan === 'boost') await subscribe(testApp.app, token, 'boost');
      const response = await askForCallBack(token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 'PLAN_REQUIRED' });
      expect(response.json().error).toMatch(/Pro plan/);
      const stored = await testApp.testDatabase.database.db
        .select()
        .from(callBackRequests)
        .where(eq(callBackRequests.userId, user.id));
      expect(stored).toEqual([]);
    },
  );

  it('requires a signed-in user', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/support/call-back',
      payload: request,
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['phone', { ...request, phone: 'call me' }, /phone/i],
    ['phone', { ...request, phone: '' }, /Phone number is required/],
    ['preferredTime', { ...request, preferredTime: '   ' }, /Preferred time is required/],
    ['topic', { ...request, topic: 'x'.repeat(1001) }, /Topic must be at most 1000/],
  ])('answers a bad %s with 400 naming it', async (_field, payload, message) => {
    const { token } = await proAccount('Ann Lee');
    const response = await askForCallBack(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(response.json().error).toMatch(message);
  });

  it('takes three requests a day from one user, then answers 429 with when to retry', async () => {
    const { token } = await proAccount('Ida Tarbell');
    for (let round = 0; round < 3; round += 1) {
      expect((await askForCallBack(token)).statusCode).toBe(201);
    }
    const refused = await askForCallBack(token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
