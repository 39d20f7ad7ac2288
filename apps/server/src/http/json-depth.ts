import { AppError } from './app-error';

/**
 * How deeply a request's JSON may nest. `JSON.parse` takes any depth, but writing such a value
 * back (`JSON.stringify` for a jsonb column or an answer) overflows the stack near 10 000 levels,
 * a 500. Real documents (the editor's timeline is the deepest) stay under 20; serde_json's
 * default of 128 is the precedent.
 */
export const MAX_JSON_DEPTH = 128;

export const tooDeep = () =>
  new AppError(
    400,
    'VALIDATION_FAILED',
    `The request body nests more than ${MAX_JSON_DEPTH} levels of objects and arrays.`,
  );

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const OPEN_BRACKET = 91;
const CLOSE_BRACE = 125;
const CLOSE_BRACKET = 93;

/** Whether JSON text nests objects and arrays deeper than `max`, brackets in strings aside. */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}
