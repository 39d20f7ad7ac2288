import type { Thumbnail } from '@reelwright/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThumbnailHistory } from '../hooks/use-thumbnail-history';
import type { ImageCache } from '../image-cache';
import type { Selection } from './selection';
import { choiceCardClass } from './thumbnail-grid';
import { ThumbnailImage } from './thumbnail-image';

type HistoryStripProps = {
  history: ThumbnailHistory;
  /** thumbnails on the grid right now, left out of the strip */
  shown: ReadonlySet<string>;
  selection: Selection | null;
  onSelect: (selection: Selection) => void;
  cache: ImageCache;
};

/** Earlier generations, newest first; choosing one readies it for download or save. */
export function HistoryStrip({ history, shown, selection, onSelect, cache }: HistoryStripProps) {
  const { t } = useTranslation('thumbnails');
  const group = useId();
  const earlier = history.thumbnails.filter((thumbnail) => !shown.has(thumbnail.id));

  if (history.status === 'failed') {
    return <p className="text-sm text-studio-ink-muted">{t('errors.history')}</p>;
  }
  if (history.status === 'loading') {
    return <p className="text-sm text-studio-ink-muted">{t('history.loading')}</p>;
  }
  if (earlier.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{t('history.title')}</legend>
      <ul className="mt-2 flex gap-3 overflow-x-auto pb-2">
        {earlier.map((thumbnail: Thumbnail) => (
          <li key={thumbnail.id} className="w-40 shrink-0">
            <label className={`${choiceCardClass} cursor-pointer`} title={thumbnail.prompt}>
              <input
                type="radio"
                name={group}
                className="sr-only"
                aria-label={t('history.item', {
                  number: thumbnail.variation,
                  prompt: thumbnail.prompt,
                })}
                checked={selection?.thumbnail.id === thumbnail.id}
                onChange={() => onSelect({ thumbnail, number: thumbnail.variation })}
              />
              <ThumbnailImage cache={cache} url={thumbnail.url} alt="" />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
