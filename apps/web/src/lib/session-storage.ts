const TOKEN_KEY = 'authToken';
const USER_KEY = 'userData';
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
