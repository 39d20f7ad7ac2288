/**
 * A token this close to its expiry is treated as already expired, so no call is sent with it; a
 * short-lived one (the server issues them from 30 s) keeps a quarter of its lifetime instead.
 */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;

export type TokenPayload = Record<string, unknown> & { exp?: unknown };

/** Reads the JSON payload of a `header.payload.signature` token without verifying it. */
export function decodeTokenPayload(token: string): TokenPayload | null {
  const parts = token.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || !payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    // Names in the payload may be Cyrillic, so the bytes are UTF-8, not Latin-1.
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as TokenPayload)
      : null;
  } catch {
    return null;
  }
}

/** `exp − iat` in milliseconds; Infinity when either is missing or they are out of order. */
export function tokenLifetimeMs(payload: TokenPayload): number {
  const { exp, iat } = payload;
  return typeof exp === 'number' && typeof iat === 'number' && Number.isFinite(iat) && iat < exp
    ? (exp - iat) * 1000
    : Infinity;
}

/** Malformed tokens and tokens without `exp` count as expired. `exp` is in seconds. */
export function isTokenExpired(token: string, nowMs: number): boolean {
  const payload = decodeTokenPayload(token);
  const exp = payload?.exp;
  if (!payload || typeof exp !== 'number' || !Number.isFinite(exp)) return true;
  const marginMs = Math.min(TOKEN_EXPIRY_MARGIN_MS, tokenLifetimeMs(payload) / 4);
  return exp * 1000 - nowMs <= marginMs;
}
