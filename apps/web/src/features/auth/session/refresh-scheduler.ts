import { decodeTokenPayload, tokenLifetimeMs } from '../../../lib/auth-token';

/** The spec's lead: refresh 5 minutes before the access token expires. */
export const REFRESH_LEAD_MS = 5 * 60_000;

/** setTimeout fires at once for delays beyond a signed 32-bit millisecond count. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/** When the token expires, in epoch milliseconds; null without a readable `exp`. */
export function tokenExpiresAtMs(token: string): number | null {
  const exp = decodeTokenPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** True when `candidate` expires strictly later than `known` (a token another tab renewed). */
export function expiresLater(candidate: string, known: string): boolean {
  const candidateExp = tokenExpiresAtMs(candidate);
  const knownExp = tokenExpiresAtMs(known);
  return candidateExp !== null && (knownExp === null || candidateExp > knownExp);
}

/**
 * How long to wait before renewing `token`: until `REFRESH_LEAD_MS` before its expiry, or half
 * its lifetime (`exp − iat`) before it when that is shorter — a 15-minute token is renewed at
 * 10 minutes either way; halving only matters for the short lifetimes tests configure. 0 when
 * that moment has passed; null when the token has no readable expiry (nothing to schedule).
 */
export function refreshDelayMs(token: string, nowMs: number): number | null {
  const payload = decodeTokenPayload(token);
  const exp = payload?.exp;
  if (!payload || typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  const leadMs = Math.min(REFRESH_LEAD_MS, tokenLifetimeMs(payload) / 2);
  return Math.min(MAX_TIMER_DELAY_MS, Math.max(0, exp * 1000 - leadMs - nowMs));
}
