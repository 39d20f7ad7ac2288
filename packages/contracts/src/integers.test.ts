import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { int4, INT4_MAX, INT4_MIN } from './integers';
import { projectRevisionSchema, updateProjectBodySchema } from './projects';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues.map((issue) => issue.message).join('; ');
};

describe('int4', () => {
  it('is PostgreSQL’s integer range', () => {
    expect(INT4_MIN).toBe(-2_147_483_648);
    expect(INT4_MAX).toBe(2_147_483_647);
  });

  it('takes every whole number of the column and nothing past it, naming the field', () => {
    const schema = int4('count');
    expect(schema.parse(INT4_MAX)).toBe(INT4_MAX);
    expect(schema.parse(INT4_MIN)).toBe(INT4_MIN);
    const refusal = 'count must be a whole number from -2147483648 to 2147483647.';
    for (const value of [INT4_MAX + 1, INT4_MIN - 1, 2 ** 53, -(2 ** 53), 1.5, 1e308, NaN, '1']) {
      expect(messageOf(schema, value), String(value)).toBe(refusal);
    }
    expect(messageOf(schema, undefined)).toBe('count is required.');
  });

  it('narrows the range to what the field means, never past the column', () => {
    const schema = int4('revision', { min: 0, max: 2 ** 53 });
    expect(schema.parse(0)).toBe(0);
    expect(messageOf(schema, -1)).toBe('revision must be a whole number from 0 to 2147483647.');
    expect(messageOf(schema, INT4_MAX + 1)).toMatch(/from 0 to 2147483647/);
  });

  it('shows its bounds in the JSON Schema the API documents and the fuzz derives from', () => {
    expect(z.toJSONSchema(int4('revision', { min: 0 }))).toMatchObject({
      type: 'integer',
      minimum: 0,
      maximum: INT4_MAX,
    });
  });
});

describe('a project revision', () => {
  it('is refused past the integer column, in a save as well', () => {
    expect(projectRevisionSchema.safeParse(INT4_MAX).success).toBe(true);
    expect(messageOf(updateProjectBodySchema, { revision: 2_147_483_648 })).toBe(
      'revision must be a whole number from 0 to 2147483647.',
    );
    expect(messageOf(updateProjectBodySchema, {})).toBe('revision is required.');
  });
});
