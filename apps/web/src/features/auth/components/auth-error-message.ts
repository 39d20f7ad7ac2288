import type { TFunction } from 'i18next';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '../../../lib/api-client';

// Errors whose server text is fixed are shown in the visitor's language; the English texts are
// the server's own words.
const TRANSLATED_CODES = {
  INVALID_CREDENTIALS: 'auth.errors.invalidCredentials',
  EMAIL_TAKEN: 'auth.errors.emailTaken',
  RESET_TOKEN_INVALID: 'auth.errors.resetTokenInvalid',
} as const;

const isTranslatedCode = (code: string | undefined): code is keyof typeof TRANSLATED_CODES =>
  code !== undefined && Object.hasOwn(TRANSLATED_CODES, code);

/**
 * What an auth form shows for a failed call: the server's error text, or 'Something went
 * wrong. Please try again.' when no server answered (network, timeout) or the failure was an
 * exception in the page.
 */
export function authErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status !== 0) {
    if (isTranslatedCode(error.code)) return t(TRANSLATED_CODES[error.code]);
    if (error.message !== FALLBACK_ERROR_MESSAGE) return error.message;
  }
  return t('auth.genericError');
}
