import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCachedImage } from '../hooks/use-cached-image';
import type { ImageCache } from '../image-cache';

/** A thumbnail's PNG from the panel's cache: a shimmer while it loads, a note if it failed. */
export function ThumbnailImage({
  cache,
  url,
  alt,
}: {
  cache: ImageCache;
  url: string;
  alt: string;
}) {
  const { t } = useTranslation('thumbnails');
  const image = useCachedImage(cache, url);
  if (image.state === 'ready') {
    return <img src={image.objectUrl} alt={alt} className="size-full object-cover" />;
  }
  if (image.state === 'failed') {
    return (
      <span className="grid size-full place-items-center text-studio-ink-muted">
        <ImageOff aria-hidden="true" className="size-6" />
        <span className="sr-only">{t('grid.loadFailed')}</span>
      </span>
    );
  }
  return <span aria-hidden="true" className="block size-full animate-pulse bg-studio-raised" />;
}
