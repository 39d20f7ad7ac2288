import { wrap, type DBSchema, type IDBPDatabase } from 'idb';
import type { LibraryFile } from './library-file';

/** The browser database the old product used (spec §3): kept, so its saved files still show. */
export const MEDIA_DB_NAME = 'MVP_VideoEditor';
export const MEDIA_DB_VERSION = 1;
export const FILES_STORE = 'files';

interface MediaSchema extends DBSchema {
  files: { key: string; value: LibraryFile };
}

/**
 * `unavailable`: no IndexedDB (private windows, old browsers) or it would not open;
 * `quota`: the browser's storage is full; `failed`: anything else.
 */
export type MediaDbErrorKind = 'unavailable' | 'quota' | 'failed';

export class MediaDbError extends Error {
  override readonly name = 'MediaDbError';
  readonly kind: MediaDbErrorKind;

  constructor(kind: MediaDbErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
  }
}

function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  // Firefox once called it NS_ERROR_DOM_QUOTA_REACHED; 22 is the legacy DOMException code.
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22;
}

/** Any failure of the database as a MediaDbError; `fallback` is the kind when it is not a quota. */
export function toMediaDbError(
  error: unknown,
  fallback: MediaDbErrorKind = 'failed',
): MediaDbError {
  if (error instanceof MediaDbError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new MediaDbError(isQuotaError(error) ? 'quota' : fallback, message, { cause: error });
}

/** The library's saved files. Every method rejects with a MediaDbError. */
export interface MediaDb {
  /** Every saved file, in no particular order. */
  listFiles(): Promise<LibraryFile[]>;
  /** Saves (or replaces) a file; resolves once the transaction has committed. */
  putFile(file: LibraryFile): Promise<void>;
  deleteFile(id: string): Promise<void>;
  clearFiles(): Promise<void>;
}

export interface OpenMediaDb extends MediaDb {
  close(): void;
}

function defaultFactory(): IDBFactory | undefined {
  try {
    return typeof indexedDB === 'undefined' ? undefined : indexedDB;
  } catch {
    // Some browsers throw on merely reading `indexedDB` when storage is blocked.
    return undefined;
  }
}

async function openDatabase(factory: IDBFactory | undefined): Promise<IDBPDatabase<MediaSchema>> {
  if (factory === undefined) {
    throw new MediaDbError('unavailable', 'IndexedDB is not available in this browser');
  }
  try {
    const request = factory.open(MEDIA_DB_NAME, MEDIA_DB_VERSION);
    request.addEventListener('upgradeneeded', () => {
      const database = request.result;
      if (!database.objectStoreNames.contains(FILES_STORE)) {
        database.createObjectStore(FILES_STORE, { keyPath: 'id' });
      }
    });
    const database = (await wrap(request)) as IDBPDatabase<MediaSchema>;
    // Another tab wants a newer version: step aside rather than block it.
    database.addEventListener('versionchange', () => database.close());
    return database;
  } catch (error) {
    throw toMediaDbError(error, 'unavailable');
  }
}

/** Opens `MVP_VideoEditor` (creating the `files` store on first use). */
export async function openMediaDb(
  factory: IDBFactory | undefined = defaultFactory(),
): Promise<OpenMediaDb> {
  const database = await openDatabase(factory);

  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw toMediaDbError(error);
    }
  };

  return {
    listFiles: () => run(() => database.getAll(FILES_STORE)),
    putFile: (file) =>
      run(async () => {
        const transaction = database.transaction(FILES_STORE, 'readwrite');
        await Promise.all([transaction.store.put(file), transaction.done]);
      }),
    deleteFile: (id) =>
      run(async () => {
        const transaction = database.transaction(FILES_STORE, 'readwrite');
        await Promise.all([transaction.store.delete(id), transaction.done]);
      }),
    clearFiles: () =>
      run(async () => {
        const transaction = database.transaction(FILES_STORE, 'readwrite');
        await Promise.all([transaction.store.clear(), transaction.done]);
      }),
    close: () => database.close(),
  };
}

/**
 * A MediaDb that opens the database on first use, so a store can be made synchronously. A failed
 * open is retried on the next call (the user may have freed space or left a private window).
 */
export function lazyMediaDb(factory?: IDBFactory): MediaDb {
  let opening: Promise<OpenMediaDb> | null = null;
  const db = (): Promise<OpenMediaDb> => {
    opening ??= openMediaDb(factory ?? defaultFactory()).catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  };
  return {
    listFiles: async () => (await db()).listFiles(),
    putFile: async (file) => (await db()).putFile(file),
    deleteFile: async (id) => (await db()).deleteFile(id),
    clearFiles: async () => (await db()).clearFiles(),
  };
}
