import type { AnswerBlock } from '../articles/help-article';

/** An answer's paragraphs and short lists, as plain text. */
export function ArticleAnswer({ blocks }: { blocks: readonly AnswerBlock[] }) {
  return (
    <div className="space-y-3 text-ink-muted">
      {blocks.map((block, index) =>
        typeof block === 'string' ? (
          <p key={index}>{block}</p>
        ) : (
          <ul key={index} className="list-disc space-y-1 pl-5">
            {block.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
