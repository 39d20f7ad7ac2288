import { useLocation } from 'react-router';

type ReturnState = { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null;

/** Where RequireAuth was sending the visitor before it asked them to sign in, if anywhere. */
export function returnPathOf(state: unknown): string | null {
  const from = (state as ReturnState)?.from;
  const pathname = from?.pathname;
  // A path on this site only: '//host' would name another origin.
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return null;
  }
  const search = typeof from?.search === 'string' ? from.search : '';
  const hash = typeof from?.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}

/** The page to open after signing in: the one the visitor asked for, else the dashboard. */
export function useReturnPath(): string {
  return returnPathOf(useLocation().state) ?? '/app';
}
