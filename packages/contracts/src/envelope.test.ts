import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiEnvelopeSchema, apiFailureSchema, apiSuccessSchema } from './envelope';
import { errorCodes } from './error-codes';

describe('error codes', () => {
  it('are unique UPPER_SNAKE tokens', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
    for (const code of errorCodes) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });
});

describe('envelopes', () => {
  it('accept a failure only with a known code and a message', () => {
    expect(
      apiFailureSchema.safeParse({ success: false, error: 'No.', code: 'NOT_FOUND' }).success,
    ).toBe(true);
    expect(
      apiFailureSchema.safeParse({ success: false, error: 'No.', code: 'SOMETHING_ELSE' }).success,
    ).toBe(false);
    expect(apiFailureSchema.safeParse({ success: false, code: 'NOT_FOUND' }).success).toBe(false);
  });

  it('check the data of a success against its schema', () => {
    const schema = apiSuccessSchema(z.object({ count: z.number() }));
    expect(schema.parse({ success: true, data: { count: 2 } }).data.count).toBe(2);
    expect(schema.safeParse({ success: true, data: { count: '2' } }).success).toBe(false);
    expect(schema.safeParse({ success: false, data: { count: 2 } }).success).toBe(false);
  });

  it('let a client read any envelope before knowing its data shape', () => {
    expect(apiEnvelopeSchema.parse({ success: true, data: [1] })).toEqual({
      success: true,
      data: [1],
    });
    expect(apiEnvelopeSchema.safeParse({ success: 'yes' }).success).toBe(false);
  });
});
