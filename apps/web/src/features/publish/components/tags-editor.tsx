import { PUBLISH_TAGS_TOTAL_MAX } from '@reelwright/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass, labelClass } from '../../../components/ui/studio-classes';
import { tagsLength } from '@reelwright/script-kit';
import { parseTags } from '../kit-texts';
import { CharacterCount } from './character-count';
import { CopyButton } from './copy-button';

type TagsEditorProps = {
  tags: string;
  hashtags: string;
  onTagsChange: (tags: string) => void;
  onHashtagsChange: (hashtags: string) => void;
  copied: 'tags' | 'hashtags' | null;
  onCopy: (part: 'tags' | 'hashtags') => void;
};

/** Tags (comma separated, counted YouTube's way against 500) and the 3–5 hashtags. */
export function TagsEditor({
  tags,
  hashtags,
  onTagsChange,
  onHashtagsChange,
  copied,
  onCopy,
}: TagsEditorProps) {
  const { t } = useTranslation('publish');
  const ids = { tags: useId(), count: useId(), hashtags: useId(), hint: useId() };
  const total = tagsLength(parseTags(tags));
  const over = total > PUBLISH_TAGS_TOTAL_MAX;
  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor={ids.tags} className={labelClass}>
          {t('tags.label')}
        </label>
        <div className="flex gap-2">
          <textarea
            id={ids.tags}
            rows={3}
            className={fieldClass}
            value={tags}
            aria-describedby={ids.count}
            aria-invalid={over}
            onChange={(event) => onTagsChange(event.target.value)}
          />
          <CopyButton part="tags" copied={copied === 'tags'} onCopy={() => onCopy('tags')} />
        </div>
        <CharacterCount
          id={ids.count}
          text={t('tags.count', { count: total, max: PUBLISH_TAGS_TOTAL_MAX })}
          over={over}
        />
        {over && (
          <p role="status" className="text-xs text-amber-300">
            {t('tags.over', { max: PUBLISH_TAGS_TOTAL_MAX })}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <label htmlFor={ids.hashtags} className={labelClass}>
          {t('tags.hashtags')}
        </label>
        <div className="flex gap-2">
          <input
            id={ids.hashtags}
            type="text"
            className={fieldClass}
            value={hashtags}
            aria-describedby={ids.hint}
            onChange={(event) => onHashtagsChange(event.target.value)}
          />
          <CopyButton
            part="hashtags"
            copied={copied === 'hashtags'}
            onCopy={() => onCopy('hashtags')}
          />
        </div>
        <p id={ids.hint} className="text-xs text-studio-ink-muted">
          {t('tags.hashtagsHint')}
        </p>
      </div>
    </div>
  );
}
