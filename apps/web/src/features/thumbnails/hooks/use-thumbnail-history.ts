import type { Thumbnail } from '@reelwright/contracts';
import { useCallback, useEffect, useState } from 'react';
import { listThumbnails } from '../api/list-thumbnails';

/** At most this many earlier thumbnails are kept in the strip (the server sends up to 30). */
export const HISTORY_MAX = 30;

export type ThumbnailHistory = {
  status: 'loading' | 'ready' | 'failed';
  /** newest first */
  thumbnails: Thumbnail[];
};

/**
 * Earlier generations for the history strip: the project's when there is one, else the user's
 * recent ones, loaded when the panel opens; new ready thumbnails are put in front as they come.
 */
export function useThumbnailHistory(projectId: string | undefined) {
  const [history, setHistory] = useState<ThumbnailHistory>({ status: 'loading', thumbnails: [] });

  useEffect(() => {
    const controller = new AbortController();
    listThumbnails(projectId, { signal: controller.signal }).then(
      (thumbnails) =>
        setHistory((current) => ({
          status: 'ready',
          thumbnails: merge(current.thumbnails, thumbnails),
        })),
      () => {
        if (!controller.signal.aborted) setHistory((current) => ({ ...current, status: 'failed' }));
      },
    );
    return () => controller.abort();
  }, [projectId]);

  const add = useCallback((thumbnails: readonly Thumbnail[]) => {
    setHistory((current) => ({ ...current, thumbnails: merge(thumbnails, current.thumbnails) }));
  }, []);

  return { history, add };
}

/** `first` then `second`, each id once, at most HISTORY_MAX. */
function merge(first: readonly Thumbnail[], second: readonly Thumbnail[]): Thumbnail[] {
  const seen = new Set<string>();
  const result: Thumbnail[] = [];
  for (const thumbnail of [...first, ...second]) {
    if (seen.has(thumbnail.id) || thumbnail.error === true || thumbnail.url === '') continue;
    seen.add(thumbnail.id);
    result.push(thumbnail);
  }
  return result.slice(0, HISTORY_MAX);
}
