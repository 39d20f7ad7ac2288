import { z } from 'zod';

/** PostgreSQL's `integer` (int4), the type of the database's integer columns: −2^31 … 2^31 − 1. */
export const INT4_MIN = -(2 ** 31);
export const INT4_MAX = 2 ** 31 - 1;

/**
 * A whole number that is stored in an `integer` column or compared with one in SQL. PostgreSQL
 * fails a statement given one outside int4 ("out of range for type integer"), which would be a
 * 500; this refuses it first, with a message naming the field. `min` and `max` narrow the range
 * to what the field means (a revision is never negative); they never widen it.
 */
export function int4(field: string, range: { min?: number; max?: number } = {}) {
  const min = Math.max(range.min ?? INT4_MIN, INT4_MIN);
  const max = Math.min(range.max ?? INT4_MAX, INT4_MAX);
  const outOfRange = `${field} must be a whole number from ${min} to ${max}.`;
  // Each check stops at its failure: 2^53 is both unsafe and too big, and gets one message.
  return z
    .number({
      error: (issue) => (issue.input === undefined ? `${field} is required.` : outOfRange),
    })
    .int({ error: outOfRange, abort: true })
    .min(min, { error: outOfRange, abort: true })
    .max(max, { error: outOfRange });
}
