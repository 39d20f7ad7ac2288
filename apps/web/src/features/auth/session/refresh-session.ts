import { ApiError, api } from '../../../lib/api-client';
import { isTokenExpired } from '../../../lib/auth-token';
import { getStoredToken, readStoredUser, storeSession } from '../../../lib/session-storage';
import { withRefreshLock } from './refresh-lock';
import { expiresLater } from './refresh-scheduler';
import { parseSessionUser, type SessionUser } from './session-user';

export type RefreshOutcome =
  /** A newer token is stored: renewed here, or by another tab while this one waited. */
  | { kind: 'renewed'; token: string; user: SessionUser | null }
  /** The server refused (expired, revoked or reused refresh token), or another tab signed out. */
  | { kind: 'ended' }
  /** No verdict: the network or the server was briefly unavailable. Try again later. */
  | { kind: 'unreachable' };

// 429 and gateway errors say nothing about the session; everything else the server answers
// (401 above all) means the refresh token is no good, and the spec signs the user out.
const TRANSIENT_STATUSES = new Set([0, 429, 502, 503, 504]);

function isTransient(error: unknown): boolean {
  return error instanceof ApiError && TRANSIENT_STATUSES.has(error.status);
}

/**
 * Renews the access token `knownToken` with the refresh cookie, under a lock shared by all tabs.
 * The token and user are stored before the lock is released, so a tab that waited for the lock
 * finds them and adopts them instead of presenting the just-rotated cookie a second time.
 */
export function refreshSession(knownToken: string): Promise<RefreshOutcome> {
  return withRefreshLock(async (): Promise<RefreshOutcome> => {
    const stored = getStoredToken();
    if (stored === null) return { kind: 'ended' };
    if (
      stored !== knownToken &&
      expiresLater(stored, knownToken) &&
      !isTokenExpired(stored, Date.now())
    ) {
      return { kind: 'renewed', token: stored, user: parseSessionUser(readStoredUser()) };
    }
    try {
      const data = await api.post<{ token?: unknown; user?: unknown } | null>(
        '/api/auth/refresh',
        undefined,
        { anonymous: true },
      );
      if (typeof data?.token !== 'string') return { kind: 'ended' };
      const user = parseSessionUser(data.user);
      storeSession(data.token, user ?? undefined);
      return { kind: 'renewed', token: data.token, user };
    } catch (error) {
      return isTransient(error) ? { kind: 'unreachable' } : { kind: 'ended' };
    }
  });
}
