import type { TFunction } from 'i18next';
import { notify } from '../../components/ui/toast';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '../../lib/api-client';

export type AiAction =
  'keyPoints' | 'generate' | 'improve' | 'extend' | 'hooks' | 'section' | 'outline';

const TITLES = {
  keyPoints: 'studio.errors.keyPoints',
  generate: 'studio.errors.generate',
  improve: 'studio.errors.improve',
  extend: 'studio.errors.extend',
  hooks: 'studio.errors.hooks',
  section: 'studio.errors.section',
  outline: 'studio.errors.outline',
} as const;

/**
 * Tells the user an AI action failed: the action's failure sentence as the title, the server's
 * own message below it, and for a used-up plan a way to the plans page. A cancel (the user
 * stopped it or left) and an ended session (the studio gives way to sign-in) say nothing.
 */
export function notifyAiFailure(
  action: AiAction,
  error: unknown,
  t: TFunction,
  openPlans: () => void,
): void {
  if (error instanceof ApiError && (error.code === 'ABORTED' || error.status === 401)) return;
  const title = t(TITLES[action]);
  const serverText =
    error instanceof ApiError && error.message !== FALLBACK_ERROR_MESSAGE ? error.message : null;
  const message = serverText !== null && serverText !== title ? serverText : undefined;
  if (error instanceof ApiError && error.code === 'QUOTA_EXCEEDED') {
    notify({
      type: 'error',
      title: t('studio.errors.quota'),
      message: serverText ?? t('studio.errors.quotaText'),
      action: { label: t('studio.errors.seePlans'), onClick: openPlans },
    });
    return;
  }
  if (error instanceof ApiError && error.code === 'SCRIPT_AT_LENGTH') {
    // A Short at its length: nothing failed, there is simply no room (the server says it in English).
    notify({
      type: 'error',
      title: t('studio.errors.atLength'),
      message: t('studio.errors.atLengthText'),
    });
    return;
  }
  notify({ type: 'error', title, ...(message === undefined ? {} : { message }) });
}
