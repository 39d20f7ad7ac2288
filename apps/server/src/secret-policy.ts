/**
 * What a production server accepts as `JWT_SECRET` and `SECRETS_KEY`. A secret that anyone can
 * read — an example value published in this repository — or one that is easy to guess lets a
 * stranger sign access tokens for any account (or read users' saved keys), so the server refuses
 * to start with it rather than run unsafely.
 */

/**
 * Values these variables were ever given as examples in `.env.example`, `compose.yaml` or the
 * README. A test reads those files and checks that every secret they show is refused.
 */
export const PUBLISHED_EXAMPLE_SECRETS: readonly string[] = [
  'change-me-to-a-long-random-string-of-64-characters-please',
];

export const MIN_SECRET_LENGTH = 32;
const MIN_DISTINCT_CHARACTERS = 10;

const characterClasses = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

/** Why `value` must not be used as a production secret, or `undefined` when it may be. */
export function productionSecretProblem(value: string): string | undefined {
  if (PUBLISHED_EXAMPLE_SECRETS.includes(value) || /change[-_ ]?me/i.test(value)) {
    return 'is an example value published with Reelwright; generate your own with `openssl rand -hex 32`';
  }
  if (value.length < MIN_SECRET_LENGTH) {
    return `must be at least ${MIN_SECRET_LENGTH} characters (use \`openssl rand -hex 32\`)`;
  }
  const classes = characterClasses.filter((pattern) => pattern.test(value)).length;
  if (classes < 2 || new Set(value).size < MIN_DISTINCT_CHARACTERS) {
    return 'is too easy to guess (one kind of character, or a few repeated ones); use `openssl rand -hex 32`';
  }
  return undefined;
}
