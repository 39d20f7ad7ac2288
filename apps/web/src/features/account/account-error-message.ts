import type { TFunction } from 'i18next';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '../../lib/api-client';

/**
 * What a settings form shows for a failed call: its own words for the codes it knows (the
 * server's English would not follow the page's language), else the server's text, else a
 * generic sentence when no server answered.
 */
export function accountErrorMessage(
  error: unknown,
  t: TFunction<'account'>,
  known: Partial<Record<string, string>> = {},
): string {
  if (error instanceof ApiError && error.status !== 0) {
    const own = error.code === undefined ? undefined : known[error.code];
    if (own !== undefined) return own;
    if (error.message !== FALLBACK_ERROR_MESSAGE) return error.message;
  }
  return t('genericError');
}
