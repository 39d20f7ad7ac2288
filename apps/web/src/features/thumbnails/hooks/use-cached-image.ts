import { useEffect, useSyncExternalStore } from 'react';
import type { CachedImage, ImageCache } from '../image-cache';

/** A thumbnail's image from the panel's cache, fetched when first shown. */
export function useCachedImage(cache: ImageCache, url: string): CachedImage {
  useEffect(() => cache.request(url), [cache, url]);
  return (
    useSyncExternalStore(cache.subscribe, () => cache.get(url)) ?? { state: 'loading' as const }
  );
}
