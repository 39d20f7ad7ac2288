import { ChevronDown } from 'lucide-react';
import type { HelpArticle } from '../articles/help-article';
import type { FeedbackState } from '../hooks/use-article-feedback';
import { ArticleAnswer } from './article-answer';
import { ArticleFeedback } from './article-feedback';

/** The accordion button's id, so other parts of the page can move focus to a question. */
export const questionButtonId = (articleId: string) => `help-question-${articleId}`;
const answerPanelId = (articleId: string) => `help-answer-${articleId}`;

type FaqItemProps = {
  article: HelpArticle;
  open: boolean;
  onToggle: () => void;
  feedback: FeedbackState;
  onFeedback: (helpful: boolean) => void;
};

/** One question of the accordion: a heading holding the toggle, and its answer panel. */
export function FaqItem({ article, open, onToggle, feedback, onFeedback }: FaqItemProps) {
  const buttonId = questionButtonId(article.id);
  const panelId = answerPanelId(article.id);
  return (
    <li className="border-b border-line last:border-b-0">
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full scroll-mt-24 items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:text-brand-700"
        >
          {article.question}
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 text-ink-muted transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="px-5 pb-5">
        {open && (
          <>
            <ArticleAnswer blocks={article.answer} />
            <ArticleFeedback state={feedback} onAnswer={onFeedback} />
          </>
        )}
      </div>
    </li>
  );
}
