import { readEnvelope, sendRequest } from './api-client';

export type UserFile = {
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

export type FetchUserFileOptions = {
  /** the `Accept` header: what kind of file is expected (`audio/mpeg`, `image/png`…) */
  accept: string;
  /** asks the server for the attachment form (and its file name) */
  download?: boolean;
  signal?: AbortSignal;
};

/**
 * GET a file of the user's (`/api/files/:id`) as a Blob. `<audio>` and `<img>` cannot send the
 * bearer token, so files are fetched here and shown from object URLs. A failure answers with
 * the usual JSON envelope, so it rejects with the server's message and code.
 */
export function fetchUserFile(url: string, options: FetchUserFileOptions): Promise<UserFile> {
  const path = options.download ? `${url}${url.includes('?') ? '&' : '?'}download=1` : url;
  return sendRequest<UserFile>(
    'GET',
    path,
    undefined,
    { signal: options.signal, accept: options.accept },
    async (response) => {
      if (!response.ok) return readEnvelope<never>(response);
      return {
        blob: await response.blob(),
        filename: filenameFromDisposition(response.headers.get('content-disposition')),
      };
    },
  );
}
