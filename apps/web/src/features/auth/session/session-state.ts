import type { SessionUser } from './session-user';

export type SessionStatus = 'loading' | 'authenticated' | 'guest';

export type SessionState = {
  status: SessionStatus;
  user: SessionUser | null;
  /** True once the user signed out here, so guards can send them home instead of to /auth. */
  signedOut: boolean;
};

export const GUEST: SessionState = { status: 'guest', user: null, signedOut: false };
