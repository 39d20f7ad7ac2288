import { apiSuccessSchema, meSchema } from '@reelwright/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  responseSerializerCompiler,
  withNullableShortcuts,
} from '../../src/http/response-serializer';

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

describe('nullable values', () => {
  it('are written as null checks, not as unions the serializer validates on every answer', () => {
    const timeline = z.object({ tracks: z.array(z.object({ id: z.string() })) }).meta({ id: 'T' });
    const schema = z.object({
      at: z.iso.datetime().nullable(),
      plan: z.object({ name: z.string() }).nullable(),
      timeline: timeline.nullable(),
      either: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]).nullable(),
    });
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' });
    expect(JSON.stringify(jsonSchema.properties)).toContain('anyOf');
    const shortcut = withNullableShortcuts(jsonSchema) as { properties: Record<string, object> };
    expect(shortcut.properties.at).toMatchObject({ type: 'string', nullable: true });
    expect(shortcut.properties.plan).toMatchObject({ type: 'object', nullable: true });
    expect(shortcut.properties.timeline).toMatchObject({ type: 'object', nullable: true });
    expect(JSON.stringify(shortcut.properties.timeline)).toContain('tracks');
    // A real union stays one.
    expect(shortcut.properties.either).toHaveProperty('anyOf');
  });

  it('are written the same as zod would, null or not', () => {
    const timeline = z
      .object({ tracks: z.array(z.object({ id: z.string(), start: z.number() })) })
      .meta({ id: 'TimelineForTest' });
    const schema = z.object({
      at: z.iso.datetime().nullable(),
      plan: z.object({ name: z.string(), at: z.iso.datetime() }).nullable(),
      timeline: timeline.nullable(),
      count: z.number().int().nullable(),
      either: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]).nullable(),
    });
    const serialize = compile(schema);
    const values = [
      { at: null, plan: null, timeline: null, count: null, either: null },
      {
        at: '2026-11-23T10:00:00.000Z',
        plan: { name: 'Boost', at: '2026-11-23T10:00:00.000Z' },
        timeline: {
          tracks: [
            { id: 'a', start: 1.5 },
            { id: 'b', start: 0 },
          ],
        },
        count: 7,
        either: { b: 3 },
      },
    ];
    for (const value of values) {
      expect(JSON.parse(serialize({ ...value, extra: 'dropped' }))).toEqual(schema.parse(value));
    }
  });

  it('leave a schema that contains itself as a union there', () => {
    const schema = {
      type: 'object',
      properties: { root: { anyOf: [{ $ref: '#/definitions/Node' }, { type: 'null' }] } },
      definitions: {
        Node: {
          type: 'object',
          properties: { next: { anyOf: [{ $ref: '#/definitions/Node' }, { type: 'null' }] } },
        },
      },
    };
    const shortcut = withNullableShortcuts(schema) as {
      properties: { root: { nullable: boolean; properties: { next: object } } };
    };
    expect(shortcut.properties.root.nullable).toBe(true);
    expect(shortcut.properties.root.properties.next).toHaveProperty('anyOf');
  });
});
