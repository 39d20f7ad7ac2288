import { PUBLISH_TITLE_MAX, type TitleCandidate } from '@reelwright/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass, labelClass } from '../../../components/ui/studio-classes';
import { CharacterCount } from './character-count';
import { CopyButton } from './copy-button';

type TitleChoicesProps = {
  titles: readonly TitleCandidate[];
  pickedIndex: number;
  title: string;
  onPick: (index: number) => void;
  onTitleChange: (title: string) => void;
  copied: boolean;
  onCopy: () => void;
};

/**
 * The five titles, best first, each with its score and what the score stands on; one is
 * picked (a radio group, arrow keys move the pick) and can then be edited in 'Your title'.
 */
export function TitleChoices({
  titles,
  pickedIndex,
  title,
  onPick,
  onTitleChange,
  copied,
  onCopy,
}: TitleChoicesProps) {
  const { t } = useTranslation('publish');
  const ids = { group: useId(), edit: useId(), count: useId(), hint: useId() };
  return (
    <div className="space-y-3">
      <fieldset className="space-y-2" aria-describedby={ids.hint}>
        <legend className={labelClass}>{t('titles.legend')}</legend>
        <p id={ids.hint} className="text-xs text-studio-ink-muted">
          {t('titles.hint')}
        </p>
        <ul className="space-y-2">
          {titles.map((candidate, index) => {
            const textId = `${ids.group}-text-${index}`;
            const whyId = `${ids.group}-why-${index}`;
            const score = candidate.score.toFixed(1).replace(/\.0$/u, '');
            return (
              <li key={index}>
                <label
                  className={`flex cursor-pointer gap-3 rounded-control border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-300 ${
                    index === pickedIndex
                      ? 'border-brand-400 bg-brand-600/10'
                      : 'border-studio-line bg-studio-raised/40 hover:border-studio-ink-muted/60'
                  }`}
                >
                  <input
                    type="radio"
                    name={ids.group}
                    checked={index === pickedIndex}
                    onChange={() => onPick(index)}
                    aria-labelledby={textId}
                    aria-describedby={whyId}
                    className="mt-1 accent-brand-500"
                  />
                  <span className="min-w-0 flex-1 space-y-1">
                    <span className="flex items-start justify-between gap-3">
                      <span id={textId} className="text-sm font-medium">
                        {candidate.text}
                      </span>
                      <span
                        aria-hidden="true"
                        className="shrink-0 rounded-full bg-studio-bg px-2 py-0.5 text-xs font-semibold tabular-nums text-brand-300"
                      >
                        {t('titles.score', { score })}
                      </span>
                    </span>
                    <span id={whyId} className="block text-xs text-studio-ink-muted">
                      <span className="sr-only">{t('titles.scoreLabel', { score })}. </span>
                      {candidate.why.join(' · ')}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="space-y-1.5">
        <label htmlFor={ids.edit} className={labelClass}>
          {t('titles.edit')}
        </label>
        <div className="flex gap-2">
          <input
            id={ids.edit}
            type="text"
            className={fieldClass}
            value={title}
            maxLength={PUBLISH_TITLE_MAX}
            aria-describedby={ids.count}
            onChange={(event) => onTitleChange(event.target.value)}
          />
          <CopyButton part="title" copied={copied} onCopy={onCopy} />
        </div>
        <CharacterCount
          id={ids.count}
          text={t('titles.count', { count: title.length, max: PUBLISH_TITLE_MAX })}
          over={title.length > PUBLISH_TITLE_MAX}
        />
      </div>
    </div>
  );
}
