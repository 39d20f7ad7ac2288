import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, notifySignups } from '../../../src/db/schema';
import { CONTACT_MESSAGE, NOTIFY_MESSAGE } from '../../../src/modules/public-forms/service';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

// Each test posts from its own address, so the per-address limit of one never reaches another.
const post = (url: string, payload: unknown, remoteAddress: string) =>
  testApp.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    ...(typeof payload === 'string'
      ? { payload, headers: { 'content-type': 'application/json' } }
      : { payload: payload as object }),
  });

const db = () => testApp.testDatabase.database.db;

const CONTACT = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  subject: 'Voice-over in Spanish',
  message: 'Which Spanish voices does the free plan include?',
};

describe('POST /api/notify', () => {
  it('stores a new email once (201), then answers 200 with the same message', async () => {
    const first = await post(
      '/api/notify',
      { email: '  Ann.Lee@Example.COM ', source: 'terms' },
      '198.51.100.1',
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ success: true, data: { message: NOTIFY_MESSAGE } });

    const again = await post(
      '/api/notify',
      { email: 'ann.lee@example.com', source: 'privacy' },
      '198.51.100.1',
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, data: { message: NOTIFY_MESSAGE } });

    const rows = await db()
      .select()
      .from(notifySignups)
      .where(eq(notifySignups.email, 'ann.lee@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'ann.lee@example.com', source: 'terms' });
  });

  it('stores two parallel sign-ups of one email once', async () => {
    const body = { email: 'twice@example.com', source: 'landing' };
    const answers = await Promise.all([
      post('/api/notify', body, '198.51.100.2'),
      post('/api/notify', body, '198.51.100.2'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    const rows = await db()
      .select()
      .from(notifySignups)
      .where(eq(notifySignups.email, 'twice@example.com'));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{}, 'body.email: Email is required.'],
    [{ email: '', source: 'terms' }, 'body.email: Enter a valid email address.'],
    [{ email: 'not-an-email', source: 'terms' }, 'body.email: Enter a valid email address.'],
    [{ email: 'a@example.com', source: 'pricing' }, 'body.source'],
    [{ email: 42, source: 'terms' }, 'body.email: Email is required.'],
  ])('refuses %j with 400 VALIDATION_FAILED naming the field', async (body, error) => {
    const response = await post('/api/notify', body, '198.51.100.3');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(response.json().error).toContain(error);
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await post('/api/notify', '{"email":', '198.51.100.4');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'INVALID_JSON' });
  });

  it('allows 10 posts per address in 10 minutes, then 429 RATE_LIMITED with Retry-After', async () => {
    for (let i = 0; i < 10; i += 1) {
      const response = await post(
        '/api/notify',
        { email: `limit-${i}@example.com`, source: 'terms' },
        '198.51.100.5',
      );
      expect(response.statusCode).toBe(201);
    }
    const limited = await post(
      '/api/notify',
      { email: 'limit-10@example.com', source: 'terms' },
      '198.51.100.5',
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    expect(
      await db()
        .select()
        .from(notifySignups)
        .where(eq(notifySignups.email, 'limit-10@example.com')),
    ).toEqual([]);

    // Another address is not affected.
    const other = await post(
      '/api/notify',
      { email: 'limit-10@example.com', source: 'terms' },
      '198.51.100.6',
    );
    expect(other.statusCode).toBe(201);
  });
});

describe('POST /api/contact', () => {
  it('stores the message trimmed and the email lower-cased (201)', async () => {
    const response = await post(
      '/api/contact',
      { ...CONTACT, name: '  Ann Lee ', email: 'Ann@Example.com' },
      '198.51.100.10',
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, data: { message: CONTACT_MESSAGE } });
    const rows = await db()
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, CONTACT.subject));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(CONTACT);
  });

  it.each([
    [{ ...CONTACT, name: '   ' }, 'body.name: Name is required.'],
    [{ ...CONTACT, name: 'x'.repeat(101) }, 'body.name: Name must be at most 100 characters.'],
    [{ ...CONTACT, email: 'ann@' }, 'body.email: Enter a valid email address.'],
    [{ ...CONTACT, subject: '' }, 'body.subject: Subject is required.'],
    [
      { ...CONTACT, subject: 's'.repeat(151) },
      'body.subject: Subject must be at most 150 characters.',
    ],
    [{ ...CONTACT, message: undefined }, 'body.message: Message is required.'],
    [
      { ...CONTACT, message: 'm'.repeat(5001) },
      'body.message: Message must be at most 5000 characters.',
    ],
  ])('refuses a bad field with 400 VALIDATION_FAILED (%#)', async (body, error) => {
    const response = await post('/api/contact', body, '198.51.100.11');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', error });
  });

  it('accepts the longest allowed fields', async () => {
    const response = await post(
      '/api/contact',
      {
        name: 'n'.repeat(100),
        email: 'long@example.com',
        subject: 's'.repeat(150),
        message: 'm'.repeat(5000),
      },
      '198.51.100.12',
    );
    expect(response.statusCode).toBe(201);
  });

  it('limits each address to 10 messages in 10 minutes, apart from its notify sign-ups', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await post('/api/contact', CONTACT, '198.51.100.13')).statusCode).toBe(201);
    }
    const limited = await post('/api/contact', CONTACT, '198.51.100.13');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    const notify = await post(
      '/api/notify',
      { email: 'contact-limit@example.com', source: 'terms' },
      '198.51.100.13',
    );
    expect(notify.statusCode).toBe(201);
  });

  it('needs no sign-in and is listed in the OpenAPI document', async () => {
    const docs = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    const paths = Object.keys(docs.json().paths as object);
    expect(paths).toEqual(expect.arrayContaining(['/api/notify', '/api/contact']));
  });
});
