import { CircleCheck, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackState } from '../hooks/use-article-feedback';

type ArticleFeedbackProps = {
  state: FeedbackState;
  onAnswer: (helpful: boolean) => void;
};

const buttonClass =
  'inline-flex items-center gap-1.5 rounded-control border border-line-strong bg-surface px-3 py-1.5 text-sm font-medium hover:border-brand-600 hover:text-brand-700 disabled:opacity-60';

/** 'Was this helpful?' under an open answer; thanked once answered. */
export function ArticleFeedback({ state, onAnswer }: ArticleFeedbackProps) {
  const { t } = useTranslation('help');
  const questionId = useId();
  const thanked = state === 'thanked';
  return (
    <div className="mt-5 border-t border-line pt-4">
      {!thanked && (
        <div role="group" aria-labelledby={questionId} className="flex items-center gap-3">
          <span id={questionId} className="text-sm font-medium text-ink">
            {t('feedback.question')}
          </span>
          <button
            type="button"
            className={buttonClass}
            disabled={state === 'sending'}
            onClick={() => onAnswer(true)}
          >
            <ThumbsUp aria-hidden="true" className="size-4" />
            {t('feedback.yes')}
          </button>
          <button
            type="button"
            className={buttonClass}
            disabled={state === 'sending'}
            onClick={() => onAnswer(false)}
          >
            <ThumbsDown aria-hidden="true" className="size-4" />
            {t('feedback.no')}
          </button>
        </div>
      )}
      <p role="status" className="text-sm">
        {thanked && (
          <span className="inline-flex items-center gap-1.5 font-medium text-success-700">
            <CircleCheck aria-hidden="true" className="size-4" />
            {t('feedback.thanks')}
          </span>
        )}
      </p>
      {state === 'failed' && (
        <p role="alert" className="mt-2 text-sm text-danger-700">
          {t('feedback.failed')}
        </p>
      )}
    </div>
  );
}
