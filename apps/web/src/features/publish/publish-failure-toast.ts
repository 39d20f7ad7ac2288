import type { TFunction } from 'i18next';
import { notify } from '../../components/ui/toast';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '../../lib/api-client';

/** The server's own sentence, when it gave one worth showing under the title. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof ApiError)
    return error.message === FALLBACK_ERROR_MESSAGE ? null : error.message;
  return error instanceof Error && error.message !== '' ? error.message : null;
}

/**
 * Tells the user the publish pack could not be written, as the studio's AI failures do: the
 * failure as the title and the server's message below; the assist limit (30 a minute) says to
 * wait. A cancel (the panel closed) and an ended session (sign-in takes over) say nothing.
 */
export function notifyPublishFailure(error: unknown, t: TFunction<'publish'>): void {
  if (error instanceof ApiError && (error.code === 'ABORTED' || error.status === 401)) return;
  if (error instanceof ApiError && error.code === 'RATE_LIMITED') {
    notify({ type: 'error', title: t('rateLimited'), message: t('rateLimitedText') });
    return;
  }
  const message = serverMessage(error);
  notify({ type: 'error', title: t('failed'), ...(message === null ? {} : { message }) });
}
