import { useEffect, type Dispatch, type SetStateAction } from 'react';
import { isTokenExpired } from '../../../lib/auth-token';
import { TOKEN_KEY, USER_KEY, getStoredToken, readStoredUser } from '../../../lib/session-storage';
import type { RefreshTimer } from './refresh-timer';
import { parseSessionUser } from './session-user';
import { GUEST, type SessionState } from './session-state';

/**
 * Follows sign-ins, refreshes and sign-outs made in other tabs (the `storage` event fires only
 * in the tabs that did not write). The stored session is the truth all tabs share: a new token
 * there is adopted with its timer, an empty one makes this tab a guest.
 */
export function useOtherTabs(
  refreshTimer: RefreshTimer,
  setState: Dispatch<SetStateAction<SessionState>>,
): void {
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      // key null: the whole storage was cleared.
      if (event.key !== null && event.key !== TOKEN_KEY && event.key !== USER_KEY) return;
      const token = getStoredToken();
      if (token === null || isTokenExpired(token, Date.now())) {
        refreshTimer.cancel();
        setState((previous) => (previous.status === 'authenticated' ? GUEST : previous));
        return;
      }
      // The user is written before the token, so it is there by the token's event.
      const user = parseSessionUser(readStoredUser());
      if (user === null) return;
      refreshTimer.schedule(token);
      setState({ status: 'authenticated', user, signedOut: false });
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [refreshTimer, setState]);
}
