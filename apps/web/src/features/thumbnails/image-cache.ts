/** A thumbnail's image as the panel has it: on its way, ready as a Blob and object URL, or failed. */
export type CachedImage =
  { state: 'loading' } | { state: 'ready'; blob: Blob; objectUrl: string } | { state: 'failed' };

export type ImageCache = {
  /** Starts fetching `url` unless it is known already. */
  request(url: string): void;
  /** What is known of `url` (the same object until it changes); undefined before a request. */
  get(url: string): CachedImage | undefined;
  /** The Blob of `url`, fetched now if needed. */
  blobOf(url: string): Promise<Blob>;
  subscribe(listener: () => void): () => void;
  /** Frees every object URL and forgets everything; later requests fetch again. */
  dispose(): void;
};

type ObjectUrls = { create(blob: Blob): string; revoke(url: string): void };

const browserUrls: ObjectUrls = {
  create: (blob) => URL.createObjectURL(blob),
  revoke: (url) => URL.revokeObjectURL(url),
};

/**
 * The panel's images, each fetched once with the token and shown from an object URL (grid,
 * history strip, download and save all share it).
 */
export function createImageCache(
  fetchBlob: (url: string, signal: AbortSignal) => Promise<Blob>,
  objectUrls: ObjectUrls = browserUrls,
): ImageCache {
  let entries = new Map<string, CachedImage>();
  let pending = new Map<string, Promise<Blob>>();
  let controller = new AbortController();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const load = (url: string): Promise<Blob> => {
    const known = pending.get(url);
    if (known) return known;
    const mine = entries;
    const { signal } = controller;
    mine.set(url, { state: 'loading' });
    const promise = fetchBlob(url, signal).then(
      (blob) => {
        if (entries === mine) {
          mine.set(url, { state: 'ready', blob, objectUrl: objectUrls.create(blob) });
          emit();
        }
        return blob;
      },
      (error: unknown) => {
        if (entries === mine) {
          mine.set(url, { state: 'failed' });
          pending.delete(url);
          emit();
        }
        throw error;
      },
    );
    pending.set(url, promise);
    emit();
    return promise;
  };

  return {
    request(url) {
      if (entries.has(url)) return;
      load(url).catch(() => undefined);
    },
    get: (url) => entries.get(url),
    blobOf(url) {
      const entry = entries.get(url);
      if (entry?.state === 'ready') return Promise.resolve(entry.blob);
      return load(url);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      controller.abort();
      for (const entry of entries.values()) {
        if (entry.state === 'ready') objectUrls.revoke(entry.objectUrl);
      }
      entries = new Map();
      pending = new Map();
      controller = new AbortController();
      emit();
    },
  };
}
