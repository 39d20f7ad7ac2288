import { apiSuccessSchema, helpFeedbackResultSchema } from '@reelwright/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { helpFeedback } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const NOW = new Date('2026-03-14T09:30:00.000Z');

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp({ clock: { now: () => NOW } });
});
afterEach(() => testApp.close());

const sendFeedback = (payload: unknown, remoteAddress = '203.0.113.7') =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/help/feedback',
    remoteAddress,
    payload: payload as object,
  });

const storedRows = () => testApp.testDatabase.database.db.select().from(helpFeedback);

const valid = { articleId: 'open-teleprompter', helpful: true, language: 'en' };

describe('POST /api/help/feedback', () => {
  it('stores an anonymous answer and thanks with 201', async () => {
    const response = await sendFeedback(valid);
    expect(response.statusCode).toBe(201);
    expect(apiSuccessSchema(helpFeedbackResultSchema).parse(response.json())).toEqual({
      success: true,
      data: { message: 'Thanks for your feedback!' },
    });

    const not = await sendFeedback({ articleId: 'plans-compare', helpful: false, language: 'ru' });
    expect(not.statusCode).toBe(201);

    const rows = await storedRows();
    expect(
      rows
        .map(({ articleId, helpful, language, createdAt }) => ({
          articleId,
          helpful,
          language,
          createdAt: createdAt.toISOString(),
        }))
        .sort((a, b) => a.articleId.localeCompare(b.articleId)),
    ).toEqual([
      {
        articleId: 'open-teleprompter',
        helpful: true,
        language: 'en',
        createdAt: NOW.toISOString(),
      },
      { articleId: 'plans-compare', helpful: false, language: 'ru', createdAt: NOW.toISOString() },
    ]);
  });

  it('refuses a malformed answer with a 400 envelope naming the field, and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...valid, articleId: '' }, 'body.articleId: articleId is required.'],
      [
        { ...valid, articleId: 'x'.repeat(101) },
        'body.articleId: articleId must be at most 100 characters.',
      ],
      [
        { ...valid, articleId: 'Open_Teleprompter' },
        'body.articleId: articleId may contain only lowercase letters, digits and hyphens.',
      ],
      [{ ...valid, helpful: 'yes' }, 'body.helpful: helpful must be true or false.'],
      [{ ...valid, language: 'de' }, 'body.language: language must be one of en, ru.'],
      [{ helpful: true, language: 'en' }, 'body.articleId: articleId is required.'],
    ];
    for (const [payload, error] of cases) {
      const response = await sendFeedback(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ success: false, error, code: 'VALIDATION_FAILED' });
    }

    const noBody = await testApp.app.inject({ method: 'POST', url: '/api/help/feedback' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });

    const badJson = await testApp.app.inject({
      method: 'POST',
      url: '/api/help/feedback',
      headers: { 'content-type': 'application/json' },
      payload: '{"articleId": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ success: false, code: 'INVALID_JSON' });

    expect(await storedRows()).toEqual([]);
  });

  it('allows 20 answers per client address in 10 minutes, then 429 RATE_LIMITED with Retry-After', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await sendFeedback(valid)).statusCode).toBe(201);
    }
    const limited = await sendFeedback(valid);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      error: 'Too much feedback from your network. Try again in 10 minutes.',
      code: 'RATE_LIMITED',
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);

    // Another address has its own allowance; the refused answer was not stored.
    expect((await sendFeedback(valid, '198.51.100.20')).statusCode).toBe(201);
    expect(await storedRows()).toHaveLength(21);
  });
});
