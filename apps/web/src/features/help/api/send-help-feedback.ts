import type { HelpFeedbackBody, HelpFeedbackResult } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/**
 * POST /api/help/feedback: one 'Was this helpful?' answer. Anonymous: a signed-in reader's
 * session (even an expired one) has nothing to do with it. Types only from the contracts: the
 * server checks the body, and importing the schemas would put zod on the help page's first load.
 */
export async function sendHelpFeedback(body: HelpFeedbackBody): Promise<HelpFeedbackResult> {
  const data = await api.post<{ message?: unknown }>('/api/help/feedback', body, {
    anonymous: true,
  });
  return { message: typeof data?.message === 'string' ? data.message : '' };
}
