import { PUBLISH_DESCRIPTION_MAX } from '@reelwright/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass, labelClass } from '../../../components/ui/studio-classes';
import { CharacterCount } from './character-count';
import { CopyButton } from './copy-button';

/** The description (search line, summary, chapter lines, links), counted against YouTube's 5 000. */
export function DescriptionEditor({
  description,
  onChange,
  copied,
  onCopy,
}: {
  description: string;
  onChange: (description: string) => void;
  copied: boolean;
  onCopy: () => void;
}) {
  const { t } = useTranslation('publish');
  const ids = { field: useId(), count: useId() };
  return (
    <div className="space-y-1.5">
      <div className="flex items-end justify-between gap-2">
        <label htmlFor={ids.field} className={labelClass}>
          {t('description.label')}
        </label>
        <CopyButton part="description" copied={copied} onCopy={onCopy} />
      </div>
      <textarea
        id={ids.field}
        rows={10}
        className={`${fieldClass} font-mono text-xs leading-relaxed`}
        value={description}
        maxLength={PUBLISH_DESCRIPTION_MAX}
        aria-describedby={ids.count}
        onChange={(event) => onChange(event.target.value)}
      />
      <CharacterCount
        id={ids.count}
        text={t('description.count', {
          count: description.length,
          max: PUBLISH_DESCRIPTION_MAX,
        })}
        over={description.length > PUBLISH_DESCRIPTION_MAX}
      />
    </div>
  );
}
