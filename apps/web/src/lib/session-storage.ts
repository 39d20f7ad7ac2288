export const TOKEN_KEY = 'authToken';
export const USER_KEY = 'userData';
const REFRESH_TOKEN_KEY = 'refreshToken';

export const SESSION_STORAGE_KEYS = [TOKEN_KEY, USER_KEY, REFRESH_TOKEN_KEY] as const;

type Listener = () => void;
const clearedListeners = new Set<Listener>();

// Storage can throw (disabled cookies, private modes); a missing session is the safe reading.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getStoredToken(): string | null {
  return read(TOKEN_KEY);
}

/** The stored user as JSON-parsed data, unchecked; null when absent or unreadable. */
export function readStoredUser(): unknown {
  const text = read(USER_KEY);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Stores a new session (without a user, the stored one is kept). The user goes first: other tabs
 * react to the token's `storage` event and must find the matching user already there.
 */
export function storeSession(token: string, user?: unknown): void {
  if (user !== undefined) storeUser(user);
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Without storage no call can carry the token; the first protected call ends the session.
  }
}

export function storeUser(user: unknown): void {
  try {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // The user is kept in memory by the session anyway.
  }
}

export function clearStoredSession(): void {
  for (const key of SESSION_STORAGE_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing stored that we could remove.
    }
  }
  for (const listener of clearedListeners) listener();
}

/** Lets the session react when the API client drops the session after a 401 or an expired token. */
export function onSessionCleared(listener: Listener): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}
