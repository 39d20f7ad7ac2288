import { apiSuccessSchema, meSchema } from '@reelwright/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from '../../src/http/response-serializer';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (
    data: unknown,
  ) => string;

const user = {
  id: '6f1c2a9e-4b1d-4c3e-9a7b-1234567890ab',
  name: 'Ann «Lee» "the\nfirst"',
  email: 'ann@example.com',
  subscription: 'free',
  subscriptionStatus: 'active',
  plan: 'free',
  subscriptionInterval: 'monthly',
  subscriptionRenewsAt: '2026-12-22T05:00:00.000Z',
  scheduledChange: { plan: 'boost', interval: 'yearly', at: '2026-12-22T05:00:00.000Z' },
  videosCreated: 2,
  usage: { scriptsGenerated: 1, audioGenerated: 1500, thumbnailsGenerated: 0, videosCreated: 2 },
  limits: { scriptsGenerated: 3, audioGenerated: 10000, thumbnailsGenerated: 5, videosCreated: 5 },
  isDemo: false,
  demoExpiresAt: null,
  createdAt: '2026-11-22T05:00:00.000Z',
};

describe('response serializer', () => {
  it('writes exactly the contract shape, which the contract schema reads back', () => {
    const schema = apiSuccessSchema(meSchema);
    const json = compile(schema)({ success: true, data: { user } });
    expect(schema.parse(JSON.parse(json))).toEqual({ success: true, data: { user } });
  });

  it('never writes fields the contract does not declare', () => {
    const json = compile(apiSuccessSchema(meSchema))({
      success: true,
      data: { user: { ...user, passwordHash: '$argon2id$secret' }, debug: { sql: 'select' } },
    });
    expect(json).not.toContain('argon2id');
    expect(json).not.toContain('debug');
  });

  it('writes nullable fields both ways', () => {
    const serialize = compile(z.object({ at: z.iso.datetime().nullable() }));
    expect(JSON.parse(serialize({ at: null }))).toEqual({ at: null });
    expect(JSON.parse(serialize({ at: '2026-11-23T10:00:00.000Z' }))).toEqual({
      at: '2026-11-23T10:00:00.000Z',
    });
  });
});
