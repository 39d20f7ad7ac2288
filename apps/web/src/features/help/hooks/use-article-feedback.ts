import type { HelpLanguage } from '@reelwright/contracts';
import { useCallback, useRef, useState } from 'react';
import { sendHelpFeedback } from '../api/send-help-feedback';

/** Where one article's 'Was this helpful?' stands during this visit. */
export type FeedbackState = 'idle' | 'sending' | 'thanked' | 'failed';

/**
 * One answer per article per visit: once an answer is on its way or thanked, more clicks on
 * that article are ignored; a failed one may be given again.
 */
export function useArticleFeedback(language: HelpLanguage) {
  const [states, setStates] = useState<Record<string, FeedbackState>>({});
  // Read synchronously, so a double click cannot send twice before the state re-renders.
  const answered = useRef(new Set<string>());

  const answer = useCallback(
    async (articleId: string, helpful: boolean) => {
      if (answered.current.has(articleId)) return;
      answered.current.add(articleId);
      const set = (state: FeedbackState) =>
        setStates((current) => ({ ...current, [articleId]: state }));
      set('sending');
      try {
        await sendHelpFeedback({ articleId, helpful, language });
        set('thanked');
      } catch {
        answered.current.delete(articleId);
        set('failed');
      }
    },
    [language],
  );

  const stateOf = useCallback((articleId: string) => states[articleId] ?? 'idle', [states]);

  return { stateOf, answer };
}
