import type { TFunction } from 'i18next';
import { notify } from '../../components/ui/toast';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '../../lib/api-client';

/** The server's answer to an empty text (the contract's message). */
const NO_SCRIPT_MESSAGE = 'Please generate a script first';

const isAny = (error: ApiError, statuses: number[], codes: string[]) =>
  statuses.includes(error.status) || (error.code !== undefined && codes.includes(error.code));

/**
 * The sentence that tells the user why a voice-over failed (the spec's audio alerts), for a
 * text of `characters`. A streamed failure arrives with status 200 and its code, so both count.
 */
export function voiceOverFailureText(error: unknown, characters: number, t: TFunction): string {
  if (!(error instanceof ApiError)) {
    return error instanceof Error && error.message !== ''
      ? t('voice.errors.other', { message: error.message })
      : t('voice.errors.unknown');
  }
  if (error.code === 'TIMEOUT') return t('voice.errors.timeout', { characters });
  if (isAny(error, [408], ['TTS_TIMEOUT'])) return t('voice.errors.serverTimeout');
  if (isAny(error, [429], ['RATE_LIMITED'])) return t('voice.errors.rateLimited');
  if (isAny(error, [404], [])) return t('voice.errors.notFound');
  if (isAny(error, [401], ['UNAUTHORIZED', 'TOKEN_EXPIRED'])) return t('voice.errors.unauthorized');
  if (error.message === NO_SCRIPT_MESSAGE) return t('voice.errors.noScript');
  const serverText = error.message !== FALLBACK_ERROR_MESSAGE ? error.message : '';
  // A status means the server answered (a stream's `error` event too): its text is the reason.
  if (error.status > 0 && serverText !== '')
    return t('voice.errors.server', { message: serverText });
  if (error.status === 0 && serverText !== '')
    return t('voice.errors.other', { message: serverText });
  return t('voice.errors.unknown');
}

/**
 * Tells the user a voice-over (or a voice preview) failed. A used-up plan or a voice of a paid
 * plan gets the server's own words and a way to the plans page; a cancel says nothing.
 */
export function notifyVoiceOverFailure(
  error: unknown,
  characters: number,
  t: TFunction,
  openPlans: () => void,
): void {
  if (error instanceof ApiError && error.code === 'ABORTED') return;
  const seePlans = { label: t('voice.errors.seePlans'), onClick: openPlans };
  if (error instanceof ApiError && isAny(error, [402], ['QUOTA_EXCEEDED'])) {
    notify({
      type: 'error',
      title: t('voice.errors.quota'),
      message:
        error.message === FALLBACK_ERROR_MESSAGE ? t('voice.errors.quotaText') : error.message,
      action: seePlans,
    });
    return;
  }
  if (error instanceof ApiError && isAny(error, [403], ['VOICE_NOT_IN_PLAN'])) {
    notify({
      type: 'error',
      title: t('voice.errors.voiceNotInPlan'),
      message:
        error.message === FALLBACK_ERROR_MESSAGE
          ? t('voice.errors.voiceNotInPlanText')
          : error.message,
      action: seePlans,
    });
    return;
  }
  notify({ type: 'error', title: voiceOverFailureText(error, characters, t) });
}
