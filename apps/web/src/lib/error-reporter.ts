import type { RootOptions } from 'react-dom/client';

export type ErrorSource = 'caught' | 'uncaught' | 'recoverable' | 'router';

/** The single place errors are reported; browser tests watch console.error to catch them. */
export function reportError(error: unknown, source: ErrorSource, componentStack?: string): void {
  console.error(`[reelwright] ${source} error:`, error, componentStack ?? '');
}

export const rootErrorHandlers = {
  onCaughtError: (error, info) => reportError(error, 'caught', info.componentStack),
  onUncaughtError: (error, info) => reportError(error, 'uncaught', info.componentStack),
  onRecoverableError: (error, info) => reportError(error, 'recoverable', info.componentStack),
} satisfies RootOptions;
