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
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      // Jump to the string's end with the native search: strings (pictures as base64 data URLs)
      // are most of a large body, and stepping through them here held the event loop.
      index = closingQuote(text, index);
      if (index === -1) return false; // unterminated: JSON.parse refuses it
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

/** Where the string opened at `open` ends: the next quote not escaped by a backslash. */
function closingQuote(text: string, open: number): number {
  for (let at = text.indexOf('"', open + 1); at !== -1; at = text.indexOf('"', at + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return at;
  }
  return -1;
}
