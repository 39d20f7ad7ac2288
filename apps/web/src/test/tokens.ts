function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Builds an unsigned token with the given payload, for tests only. */
export function makeToken(payload: Record<string, unknown>): string {
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.signature`;
}

/** A token that stays valid for an hour from the real clock. */
export function makeValidToken(payload: Record<string, unknown> = {}): string {
  return makeToken({ userId: 'u1', ...payload, exp: Math.floor(Date.now() / 1000) + 3600 });
}
