import { fetchUserFile } from '../../../lib/fetch-user-file';

/** A thumbnail's PNG (`/api/files/:id`, owner only): `<img>` cannot send the bearer token. */
export async function fetchThumbnailImage(url: string, signal?: AbortSignal): Promise<Blob> {
  return (await fetchUserFile(url, { accept: 'image/png', signal })).blob;
}
