import { useEffect, useState } from 'react';
import { fetchUserFile } from '../../../lib/fetch-user-file';

export type Picture = { state: 'none' | 'loading' | 'failed' } | { state: 'ready'; src: string };

const isUserFile = (url: string | null): url is string =>
  url !== null && url.startsWith('/api/files/');

/**
 * A project's thumbnail to show. The user's files need the bearer token, which `<img>` cannot
 * send, so they are fetched and shown from object URLs; anything else is not shown.
 */
export function useThumbnailPicture(url: string | null): Picture {
  // What the last fetch gave, for the URL it was for: another URL is still loading.
  const [fetched, setFetched] = useState<{ url: string; picture: Picture } | null>(null);
  useEffect(() => {
    if (!isUserFile(url)) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchUserFile(url, { accept: 'image/*', signal: controller.signal }).then(
      ({ blob }) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setFetched({ url, picture: { state: 'ready', src: objectUrl } });
      },
      () => {
        if (!controller.signal.aborted) setFetched({ url, picture: { state: 'failed' } });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl !== null) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (!isUserFile(url)) return { state: 'none' };
  return fetched?.url === url ? fetched.picture : { state: 'loading' };
}
