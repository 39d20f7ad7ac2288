import { readEnvelope, sendRequest } from '../../../lib/api-client';

export type AudioFile = {
  blob: Blob;
  /** The name the server gave the file (`Content-Disposition`), when it gave one. */
  filename: string | null;
};

/** The file name of a `Content-Disposition` header, preferring the UTF-8 `filename*`. */
export function filenameFromDisposition(header: string | null): string | null {
  if (header === null) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1] !== undefined) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Badly encoded: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name === undefined || name === '' ? null : name;
}

/**
 * GET a file of the user's (`/api/files/:id`) as a Blob. An `<audio>` element cannot send the
 * bearer token, so the audio is fetched here and played from an object URL. `download` asks
 * the server for the attachment form (and its file name).
 */
export function fetchAudioFile(
  url: string,
  options: { download?: boolean; signal?: AbortSignal } = {},
): Promise<AudioFile> {
  const path = options.download ? `${url}${url.includes('?') ? '&' : '?'}download=1` : url;
  return sendRequest<AudioFile>(
    'GET',
    path,
    undefined,
    { signal: options.signal, accept: 'audio/mpeg' },
    async (response) => {
      // A failure answers with the usual JSON envelope: its message and code.
      if (!response.ok) return readEnvelope<never>(response);
      return {
        blob: await response.blob(),
        filename: filenameFromDisposition(response.headers.get('content-disposition')),
      };
    },
  );
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
