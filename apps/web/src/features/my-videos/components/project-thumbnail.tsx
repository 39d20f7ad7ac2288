import { Clapperboard, ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useThumbnailPicture } from '../hooks/use-thumbnail-picture';
import { formatLength } from '../project-list';

type ProjectThumbnailProps = { url: string | null; lengthMs: number | null; title: string };

/** The project's picture (16:9) with its length in the corner, when known. */
export function ProjectThumbnail({ url, lengthMs, title }: ProjectThumbnailProps) {
  const { t } = useTranslation('myVideos');
  const picture = useThumbnailPicture(url);
  return (
    <div className="relative aspect-video overflow-hidden rounded-t-card bg-surface-sunken">
      {picture.state === 'ready' && (
        <img
          src={picture.src}
          alt={t('thumbnailOf', { title })}
          className="size-full object-cover"
        />
      )}
      {picture.state === 'loading' && (
        <span aria-hidden="true" className="block size-full animate-pulse bg-surface-muted" />
      )}
      {(picture.state === 'none' || picture.state === 'failed') && (
        <span className="grid size-full place-items-center text-ink-muted">
          {picture.state === 'none' ? (
            <Clapperboard aria-hidden="true" className="size-8" />
          ) : (
            <ImageOff aria-hidden="true" className="size-8" />
          )}
          <span className="sr-only">{t('noThumbnail')}</span>
        </span>
      )}
      {lengthMs !== null && (
        <span className="absolute right-2 bottom-2 rounded bg-ink/80 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">
          <span className="sr-only">{t('length', { length: formatLength(lengthMs) })}</span>
          <span aria-hidden="true">{formatLength(lengthMs)}</span>
        </span>
      )}
    </div>
  );
}
