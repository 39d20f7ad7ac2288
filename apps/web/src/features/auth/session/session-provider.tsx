import type { AuthSession, LoginBody, RegisterBody } from '@reelwright/contracts';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { api } from '../../../lib/api-client';
import { isTokenExpired } from '../../../lib/auth-token';
import {
  clearStoredSession,
  getStoredToken,
  onSessionCleared,
  storeSession,
  storeUser,
} from '../../../lib/session-storage';
import { withRefreshLock } from './refresh-lock';
import { createRefreshTimer } from './refresh-timer';
import { GUEST, type SessionState } from './session-state';
import { parseSessionUser, type SessionUser } from './session-user';
import { useOtherTabs } from './use-other-tabs';

export type { SessionStatus } from './session-state';

export type Session = SessionState & {
  signIn: (body: LoginBody) => Promise<void>;
  signUp: (body: RegisterBody) => Promise<void>;
  /** Signs in to a fresh private demo account. */
  startDemo: () => Promise<void>;
  signOut: () => Promise<void>;
  /**
   * Puts a fresher copy of the signed-in user in place (after a payment or a cancellation, the
   * server answers with the updated user); stored too, so other tabs follow.
   */
  replaceUser: (user: SessionUser) => void;
};

const SessionContext = createContext<Session | null>(null);

/** Without a stored token there is nothing to check, so guests never see a loading state. */
function initialState(): SessionState {
  return getStoredToken() === null ? GUEST : { status: 'loading', user: null, signedOut: false };
}

async function restoreSession(
  signal: AbortSignal,
): Promise<{ state: SessionState; token?: string }> {
  const token = getStoredToken();
  if (token === null) return { state: GUEST };
  if (isTokenExpired(token, Date.now())) {
    clearStoredSession();
    return { state: GUEST };
  }
  try {
    const data = await api.get<{ user?: unknown }>('/api/auth/me', { signal });
    const user = parseSessionUser(data?.user);
    if (user === null) throw new Error('The server sent no usable user');
    storeUser(user);
    return { state: { status: 'authenticated', user, signedOut: false }, token };
  } catch {
    if (!signal.aborted) clearStoredSession();
    return { state: GUEST };
  }
}

// The sign-in calls carry zod (the contract schemas); they load with the first sign-in, so the
// landing page never pays for them.
const loadAuthApi = {
  logIn: () => import('../api/log-in').then((module) => module.logIn),
  registerAccount: () => import('../api/register-account').then((module) => module.registerAccount),
  startDemoSession: () => import('../api/start-demo').then((module) => module.startDemoSession),
};

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(initialState);
  // Set while signing out, so the storage clear that ends it reads as a sign-out, not an expiry.
  const signingOut = useRef(false);
  const [refreshTimer] = useState(() =>
    createRefreshTimer({
      onRenewed: (_token, user) =>
        setState((previous) => ({
          status: 'authenticated',
          user: user ?? previous.user,
          signedOut: false,
        })),
      onEnded: () => clearStoredSession(),
    }),
  );

  useEffect(() => {
    const controller = new AbortController();
    void restoreSession(controller.signal).then(({ state: next, token }) => {
      if (controller.signal.aborted) return;
      if (token !== undefined) refreshTimer.schedule(token);
      setState(next);
    });
    const unsubscribe = onSessionCleared(() => {
      refreshTimer.cancel();
      setState(signingOut.current ? { ...GUEST, signedOut: true } : GUEST);
    });
    const rescheduleWhenShown = () => {
      if (document.visibilityState === 'visible') refreshTimer.reschedule();
    };
    document.addEventListener('visibilitychange', rescheduleWhenShown);
    return () => {
      controller.abort();
      unsubscribe();
      refreshTimer.cancel();
      document.removeEventListener('visibilitychange', rescheduleWhenShown);
    };
  }, [refreshTimer]);

  useOtherTabs(refreshTimer, setState);

  const establish = useCallback(
    ({ token, user }: AuthSession) => {
      storeSession(token, user);
      refreshTimer.schedule(token);
      setState({ status: 'authenticated', user, signedOut: false });
    },
    [refreshTimer],
  );

  const signIn = useCallback(
    async (body: LoginBody) => establish(await (await loadAuthApi.logIn())(body)),
    [establish],
  );
  const signUp = useCallback(
    async (body: RegisterBody) => establish(await (await loadAuthApi.registerAccount())(body)),
    [establish],
  );
  const startDemo = useCallback(
    async () => establish(await (await loadAuthApi.startDemoSession())()),
    [establish],
  );

  const signOut = useCallback(async () => {
    refreshTimer.cancel();
    signingOut.current = true;
    try {
      // Under the refresh lock, so no tab's refresh can store a new token after the clear.
      await withRefreshLock(async () => {
        try {
          // The refresh cookie names the session; an expired access token must not stop this.
          await api.post('/api/auth/logout', undefined, { anonymous: true });
        } finally {
          clearStoredSession();
        }
      });
    } catch {
      // Signing out locally must work even when the server cannot be reached.
    } finally {
      clearStoredSession();
      signingOut.current = false;
      setState({ ...GUEST, signedOut: true });
    }
  }, [refreshTimer]);

  const replaceUser = useCallback((user: SessionUser) => {
    // Only a live session takes a new user; a late answer after sign-out must not revive it.
    if (getStoredToken() === null) return;
    storeUser(user);
    setState((previous) =>
      previous.status === 'authenticated' ? { ...previous, user } : previous,
    );
  }, []);

  const session = useMemo<Session>(
    () => ({ ...state, signIn, signUp, startDemo, signOut, replaceUser }),
    [state, signIn, signUp, startDemo, signOut, replaceUser],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (session === null) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
