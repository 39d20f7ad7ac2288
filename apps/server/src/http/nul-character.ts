import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * PostgreSQL's text and jsonb cannot hold U+0000, so a NUL anywhere in a request would fail in
 * the database as a 500. No field of the API has a use for one: such requests are refused up
 * front as a 400.
 */
export const nulRejected = () =>
  new AppError(400, 'VALIDATION_FAILED', 'Text may not contain the NUL character (\\u0000).');

/** Whether JSON text has a `\u0000` escape (not a `\\u0000`, which is a backslash and "u0000"). */
export function jsonTextHasNul(text: string): boolean {
  for (let at = text.indexOf('\\u0000'); at !== -1; at = text.indexOf('\\u0000', at + 1)) {
    let backslashes = 1;
    while (text[at - backslashes] === '\\') backslashes += 1;
    if (backslashes % 2 === 1) return true;
  }
  return false;
}

export const hasNul = (value: string) => value.includes('\u0000');

/** onRequest hook: a `%00` in the path or query string (params and query decode it to NUL). */
export async function rejectNulInUrl(request: FastifyRequest) {
  if (request.url.includes('%00')) throw nulRejected();
}
