import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { api } from '../../../lib/api-client';
import { isTokenExpired } from '../../../lib/auth-token';
import {
  clearStoredSession,
  getStoredToken,
  onSessionCleared,
  storeUser,
} from '../../../lib/session-storage';
import { parseSessionUser, type SessionUser } from './session-user';

export type SessionStatus = 'loading' | 'authenticated' | 'guest';

export type Session = {
  status: SessionStatus;
  user: SessionUser | null;
  /** True once the user signed out here, so guards can send them home instead of to /auth. */
  signedOut: boolean;
  signOut: () => Promise<void>;
};

type SessionState = Omit<Session, 'signOut'>;

const GUEST: SessionState = { status: 'guest', user: null, signedOut: false };

const SessionContext = createContext<Session | null>(null);

async function restoreSession(signal: AbortSignal): Promise<SessionState> {
  const token = getStoredToken();
  if (token === null) return GUEST;
  if (isTokenExpired(token, Date.now())) {
    clearStoredSession();
    return GUEST;
  }
  try {
    const data = await api.get<{ user?: unknown }>('/api/auth/me', { signal });
    const user = parseSessionUser(data?.user);
    if (user === null) throw new Error('The server sent no usable user');
    storeUser(user);
    return { status: 'authenticated', user, signedOut: false };
  } catch {
    if (!signal.aborted) clearStoredSession();
    return GUEST;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({
    status: 'loading',
    user: null,
    signedOut: false,
  });

  useEffect(() => {
    const controller = new AbortController();
    void restoreSession(controller.signal).then((next) => {
      if (!controller.signal.aborted) setState(next);
    });
    const unsubscribe = onSessionCleared(() => setState(GUEST));
    return () => {
      controller.abort();
      unsubscribe();
    };
  }, []);

  const signOut = useCallback(async () => {
    try {
      await api.post('/api/auth/logout');
    } catch {
      // Signing out locally must work even when the server cannot be reached.
    } finally {
      clearStoredSession();
      setState({ ...GUEST, signedOut: true });
    }
  }, []);

  const session = useMemo<Session>(() => ({ ...state, signOut }), [state, signOut]);
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (session === null) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
