import { fetchUserFile, type UserFile } from '../../../lib/fetch-user-file';

export type AudioFile = UserFile;

/**
 * GET a voice-over's MP3 (`/api/files/:id`) as a Blob: an `<audio>` element cannot send the
 * bearer token, so it plays from an object URL. `download` asks the server for the attachment
 * form (and its file name).
 */
export function fetchAudioFile(
  url: string,
  options: { download?: boolean; signal?: AbortSignal } = {},
): Promise<AudioFile> {
  return fetchUserFile(url, { ...options, accept: 'audio/mpeg' });
}

/** Base64 MP3 bytes as a Blob. */
export function blobFromBase64(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: 'audio/mpeg' });
}

/** A part's MP3: decoded from the answer when it came inline, else fetched with the token. */
export async function audioBlobOf(
  source: { url: string; audioBase64?: string | undefined },
  signal?: AbortSignal,
): Promise<Blob> {
  if (source.audioBase64 !== undefined) return blobFromBase64(source.audioBase64);
  return (await fetchAudioFile(source.url, { signal })).blob;
}
