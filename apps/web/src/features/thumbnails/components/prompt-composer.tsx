import {
  THUMBNAIL_DESCRIPTION_MAX,
  THUMBNAIL_STYLES,
  THUMBNAIL_TEXT_MAX,
} from '@reelwright/contracts';
import type { ThumbnailStyle } from '@reelwright/contracts';
import { Send } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass, labelClass } from '../../../components/ui/studio-classes';

const EXAMPLES = ['gaming', 'cooking', 'tech', 'travel'] as const;

type PromptComposerProps = {
  description: string;
  onDescriptionChange: (description: string) => void;
  style: ThumbnailStyle;
  onStyleChange: (style: ThumbnailStyle) => void;
  headline: string;
  onHeadlineChange: (headline: string) => void;
  /** a generation is under way: nothing can be sent */
  busy: boolean;
  onSend: () => void;
};

/**
 * The chat box (spec §2): Enter sends, Shift+Enter adds a line; send is disabled while
 * generating or when the box is blank. Quick-example chips fill it; the style and an optional
 * headline go with it.
 */
export function PromptComposer({
  description,
  onDescriptionChange,
  style,
  onStyleChange,
  headline,
  onHeadlineChange,
  busy,
  onSend,
}: PromptComposerProps) {
  const { t } = useTranslation('thumbnails');
  const ids = { prompt: useId(), keys: useId(), style: useId(), headline: useId() };
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const canSend = !busy && description.trim() !== '';

  return (
    <div className="space-y-4">
      <div>
        <p className={labelClass}>{t('composer.examples')}</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {EXAMPLES.map((example) => (
            <li key={example}>
              <button
                type="button"
                className="rounded-full border border-studio-line bg-studio-raised px-3 py-1 text-xs font-medium text-studio-ink hover:border-brand-400"
                onClick={() => {
                  onDescriptionChange(t(`examples.${example}.prompt`));
                  textareaRef.current?.focus();
                }}
              >
                {t(`examples.${example}.label`)}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={ids.style} className={labelClass}>
            {t('composer.style')}
          </label>
          <select
            id={ids.style}
            className={fieldClass}
            value={style}
            onChange={(event) => onStyleChange(event.target.value as ThumbnailStyle)}
          >
            {THUMBNAIL_STYLES.map((preset) => (
              <option key={preset} value={preset}>
                {t(`styles.${preset}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.headline} className={labelClass}>
            {t('composer.headline')}
          </label>
          <input
            id={ids.headline}
            type="text"
            className={fieldClass}
            value={headline}
            maxLength={THUMBNAIL_TEXT_MAX}
            placeholder={t('composer.headlinePlaceholder')}
            onChange={(event) => onHeadlineChange(event.target.value)}
          />
        </div>
      </div>
      <form
        className="space-y-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSend) onSend();
        }}
      >
        <label htmlFor={ids.prompt} className={labelClass}>
          {t('composer.label')}
        </label>
        <div className="flex items-end gap-2 rounded-card border border-studio-line bg-studio-bg p-2 focus-within:border-brand-400">
          <textarea
            id={ids.prompt}
            ref={textareaRef}
            rows={3}
            value={description}
            maxLength={THUMBNAIL_DESCRIPTION_MAX}
            placeholder={t('composer.placeholder')}
            aria-describedby={ids.keys}
            className="min-h-16 w-full resize-none bg-transparent px-1 py-1 text-sm text-studio-ink placeholder:text-studio-ink-muted/80 focus:outline-none"
            onChange={(event) => onDescriptionChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
              event.preventDefault();
              if (canSend) onSend();
            }}
          />
          <button
            type="submit"
            disabled={!canSend}
            aria-label={t('composer.send')}
            title={t('composer.send')}
            className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Send aria-hidden="true" className="size-4" />
          </button>
        </div>
        <p id={ids.keys} className="text-xs text-studio-ink-muted">
          {t('composer.keys')}
        </p>
      </form>
    </div>
  );
}
