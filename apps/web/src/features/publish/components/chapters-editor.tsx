import type { PublishPack } from '@reelwright/contracts';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fieldClass,
  iconButtonClass,
  labelClass,
  secondaryButtonClass,
} from '../../../components/ui/studio-classes';
import { chapterProblems, chaptersOf, type ChapterRow } from '../publish-draft';
import { CopyButton } from './copy-button';

type ChaptersEditorProps = {
  rows: readonly ChapterRow[];
  source: PublishPack['chapterSource'];
  onChange: (rows: ChapterRow[]) => void;
  copied: boolean;
  onCopy: () => void;
};

/**
 * The chapters as `00:00 Title` rows, each time and title editable, rows added and removed;
 * a row that is not a time and a title is named, and YouTube's rules the list breaks are said.
 */
export function ChaptersEditor({ rows, source, onChange, copied, onCopy }: ChaptersEditorProps) {
  const { t } = useTranslation('publish');
  const headingId = useId();
  const { chapters, invalid } = chaptersOf(rows);
  const problems = chapterProblems(chapters);
  const update = (index: number, patch: Partial<ChapterRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  return (
    <section className="space-y-2" aria-labelledby={headingId}>
      <div className="flex items-end justify-between gap-2">
        <h3 id={headingId} className={labelClass}>
          {t('chapters.legend')}
        </h3>
        {chapters.length > 0 && <CopyButton part="chapters" copied={copied} onCopy={onCopy} />}
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-studio-ink-muted">{t('chapters.none')}</p>
      ) : (
        <>
          <p className="text-xs text-studio-ink-muted">{t(`chapters.source.${source}`)}</p>
          <ol className="space-y-1.5">
            {rows.map((row, index) => {
              const number = index + 1;
              const wrong = invalid.includes(index);
              return (
                <li key={index} className="flex items-center gap-2">
                  <input
                    type="text"
                    inputMode="numeric"
                    className={`${fieldClass} w-24 font-mono tabular-nums`}
                    value={row.stamp}
                    aria-label={t('chapters.time', { number })}
                    aria-invalid={wrong}
                    onChange={(event) => update(index, { stamp: event.target.value })}
                  />
                  <input
                    type="text"
                    className={fieldClass}
                    value={row.title}
                    maxLength={100}
                    aria-label={t('chapters.name', { number })}
                    aria-invalid={wrong}
                    onChange={(event) => update(index, { title: event.target.value })}
                  />
                  <button
                    type="button"
                    className={iconButtonClass}
                    aria-label={t('chapters.remove', { number })}
                    onClick={() => onChange(rows.filter((_, at) => at !== index))}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              );
            })}
          </ol>
        </>
      )}
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={() => onChange([...rows, { stamp: '', title: '' }])}
      >
        <Plus aria-hidden="true" className="size-3.5" />
        {t('chapters.add')}
      </button>
      {(invalid.length > 0 || problems.length > 0) && (
        <ul role="status" className="space-y-0.5 text-xs text-amber-300">
          {invalid.map((index) => (
            <li key={`row-${index}`}>{t('chapters.invalid', { number: index + 1 })}</li>
          ))}
          {problems.map((problem) => (
            <li key={problem}>{t(`chapters.problems.${problem}`)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
