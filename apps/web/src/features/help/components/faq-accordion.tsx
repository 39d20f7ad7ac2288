import type { HelpArticle } from '../articles/help-article';
import type { FeedbackState } from '../hooks/use-article-feedback';
import { FaqItem } from './faq-item';

type FaqAccordionProps = {
  articles: readonly HelpArticle[];
  /** The one open article, if any. */
  openId: string | null;
  onToggle: (articleId: string) => void;
  feedbackOf: (articleId: string) => FeedbackState;
  onFeedback: (articleId: string, helpful: boolean) => void;
};

export function FaqAccordion({
  articles,
  openId,
  onToggle,
  feedbackOf,
  onFeedback,
}: FaqAccordionProps) {
  return (
    <ul className="rounded-card border border-line bg-surface shadow-card">
      {articles.map((article) => (
        <FaqItem
          key={article.id}
          article={article}
          open={article.id === openId}
          onToggle={() => onToggle(article.id)}
          feedback={feedbackOf(article.id)}
          onFeedback={(helpful) => onFeedback(article.id, helpful)}
        />
      ))}
    </ul>
  );
}
