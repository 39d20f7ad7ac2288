import { AlertTriangle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageCache } from '../image-cache';
import type { Slot } from '../thumbnail-slots';
import type { Selection } from './selection';
import { ThumbnailImage } from './thumbnail-image';

type ThumbnailGridProps = {
  slots: readonly Slot[];
  selection: Selection | null;
  onSelect: (selection: Selection) => void;
  cache: ImageCache;
};

/** The card around a radio: a ring when it is chosen or has the keyboard's focus. */
export const choiceCardClass =
  'relative block aspect-video overflow-hidden rounded-card border border-studio-line bg-studio-bg has-[input:checked]:border-brand-400 has-[input:checked]:ring-2 has-[input:checked]:ring-brand-400 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-300';

/**
 * The three result slots (spec §2): a placeholder while its variation is made, 'Generation
 * Failed', or the image. They are radios named 'Thumbnail #N'; only ready ones can be chosen,
 * by their picture or their caption.
 */
export function ThumbnailGrid({ slots, selection, onSelect, cache }: ThumbnailGridProps) {
  const { t } = useTranslation('thumbnails');
  const group = useId();
  return (
    <fieldset>
      <legend className="sr-only">{t('grid.label')}</legend>
      <ul className="grid gap-4 sm:grid-cols-3">
        {slots.map((slot, index) => {
          const number = index + 1;
          const label = t('grid.item', { number });
          const descriptionId = `${group}-${number}`;
          const inputId = `${group}-input-${number}`;
          const ready = slot.kind === 'ready';
          return (
            <li key={index} data-slot={slot.kind}>
              <label className={`${choiceCardClass} ${ready ? 'cursor-pointer' : ''}`}>
                <input
                  id={inputId}
                  type="radio"
                  name={group}
                  className="sr-only"
                  aria-label={label}
                  aria-describedby={ready ? undefined : descriptionId}
                  disabled={!ready}
                  checked={ready && selection?.thumbnail.id === slot.thumbnail.id}
                  onChange={() => {
                    if (ready) onSelect({ thumbnail: slot.thumbnail, number });
                  }}
                />
                {slot.kind === 'ready' && (
                  <ThumbnailImage cache={cache} url={slot.thumbnail.url} alt="" />
                )}
                {slot.kind === 'pending' && (
                  <span className="grid size-full animate-pulse place-items-center bg-studio-raised">
                    <span id={descriptionId} className="text-sm text-studio-ink-muted">
                      {t('grid.generating')}
                    </span>
                  </span>
                )}
                {slot.kind === 'failed' && (
                  <span className="flex size-full flex-col items-center justify-center gap-1 bg-red-500/10 p-3 text-center">
                    <AlertTriangle aria-hidden="true" className="size-6 text-red-300" />
                    <span id={descriptionId} className="text-sm font-semibold text-red-200">
                      {t('grid.failed')}
                    </span>
                    {slot.message !== null && (
                      <span className="line-clamp-2 text-xs text-studio-ink-muted">
                        {slot.message}
                      </span>
                    )}
                  </span>
                )}
              </label>
              {/* The caption chooses the thumbnail too; the radio already carries its name. */}
              <label
                htmlFor={inputId}
                aria-hidden="true"
                className={`mt-1.5 block text-center text-xs text-studio-ink-muted ${ready ? 'cursor-pointer hover:text-studio-ink' : ''}`}
              >
                {label}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
