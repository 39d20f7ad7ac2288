import { wrap, type DBSchema, type IDBPDatabase } from 'idb';
import type { LibraryFile } from './library-file';
import { mediaDbName, mediaOwnerOf, type MediaOwner } from './media-owner';

export { MEDIA_DB_PREFIX, mediaDbName, mediaOwnerOf, type MediaOwner } from './media-owner';

/**
 * The single database every account on this device once shared (the old product's, spec §3).
 * Its files belong to nobody known: the first real (not demo) account that opens its library
 * here takes them over, and the old database is deleted.
 */
export const LEGACY_MEDIA_DB_NAME = 'MVP_VideoEditor';
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

/** How an open connection learns that it was closed for another tab's (or this tab's) change. */
type OnVersionChange = (deleted: boolean) => void;

async function openDatabase(
  factory: IDBFactory | undefined,
  name: string,
  onVersionChange?: OnVersionChange,
): Promise<IDBPDatabase<MediaSchema>> {
  if (factory === undefined) {
    throw new MediaDbError('unavailable', 'IndexedDB is not available in this browser');
  }
  try {
    const request = factory.open(name, MEDIA_DB_VERSION);
    request.addEventListener('upgradeneeded', () => {
      const database = request.result;
      if (!database.objectStoreNames.contains(FILES_STORE)) {
        database.createObjectStore(FILES_STORE, { keyPath: 'id' });
      }
    });
    const database = (await wrap(request)) as IDBPDatabase<MediaSchema>;
    // Another tab wants a newer version, or the database is being deleted (a sign-out that
    // deletes this device's media, a demo's end): step aside rather than block it.
    database.addEventListener('versionchange', (event) => {
      database.close();
      onVersionChange?.(event.newVersion === null);
    });
    return database;
  } catch (error) {
    throw toMediaDbError(error, 'unavailable');
  }
}

/** Opens a database only if it exists (null otherwise), never leaving an empty one behind. */
async function openExisting(factory: IDBFactory, name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    let absent = false;
    const request = factory.open(name);
    request.onupgradeneeded = () => {
      // Version 0 → 1: there was no such database. Aborting the upgrade removes it again.
      absent = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = (event) => {
      event.preventDefault();
      if (absent) resolve(null);
      else reject(request.error ?? new Error(`could not open ${name}`));
    };
  });
}

function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`could not delete ${name}`));
  });
}

function readAll(database: IDBDatabase): Promise<LibraryFile[]> {
  if (!database.objectStoreNames.contains(FILES_STORE)) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const request = database.transaction(FILES_STORE).objectStore(FILES_STORE).getAll();
    request.onsuccess = () => resolve(request.result as LibraryFile[]);
    request.onerror = () => reject(request.error ?? new Error('could not read the files'));
  });
}

/** Factories known to hold no shared old database any more (checked once per page). */
const legacyChecked = new WeakSet<IDBFactory>();

/**
 * Moves the old shared database's files into `database` (a real account's) and deletes the old
 * one. A failure (a full disk) leaves the old database for the next try.
 */
async function adoptLegacyFiles(
  factory: IDBFactory,
  database: IDBPDatabase<MediaSchema>,
): Promise<void> {
  if (legacyChecked.has(factory)) return;
  const legacy = await openExisting(factory, LEGACY_MEDIA_DB_NAME);
  if (legacy === null) {
    legacyChecked.add(factory);
    return;
  }
  let files: LibraryFile[];
  try {
    files = await readAll(legacy);
  } finally {
    legacy.close();
  }
  if (files.length > 0) {
    const transaction = database.transaction(FILES_STORE, 'readwrite');
    await Promise.all([...files.map((file) => transaction.store.put(file)), transaction.done]);
  }
  legacyChecked.add(factory);
  // Not awaited: a tab of an older version holding it open would only delay the deletion.
  deleteDatabase(factory, LEGACY_MEDIA_DB_NAME).catch((error: unknown) => {
    console.warn('[library] could not delete the old shared database', error);
  });
}

/**
 * Opens the owner's database (creating it with its `files` store on first use). A real
 * account's first open on this device takes over the old shared database's files.
 */
export async function openMediaDb(
  owner: MediaOwner,
  factory: IDBFactory | undefined = defaultFactory(),
  onVersionChange?: OnVersionChange,
): Promise<OpenMediaDb> {
  const database = await openDatabase(factory, mediaDbName(owner), onVersionChange);
  if (!owner.demo && factory !== undefined) {
    await adoptLegacyFiles(factory, database).catch((error: unknown) => {
      console.warn('[library] could not move the old shared library', error);
    });
  }

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

/** name → how many times this page deleted that database (see `lazyMediaDb`). */
const deletions = new Map<string, number>();

export interface LazyMediaDb extends MediaDb {
  /** Lets the connection go (a later call opens it again). */
  close(): void;
}

/**
 * A MediaDb that opens the owner's database on first use, so a store can be made synchronously.
 * A failed open is retried on the next call (the user may have freed space or left a private
 * window). Once the database is deleted (here or in another tab) the handle refuses every call
 * as `unavailable`, so a late save cannot bring a deleted library back.
 */
export function lazyMediaDb(owner: MediaOwner, factory?: IDBFactory): LazyMediaDb {
  const name = mediaDbName(owner);
  const epoch = deletions.get(name) ?? 0;
  let deleted = false;
  let opening: Promise<OpenMediaDb> | null = null;
  const onVersionChange: OnVersionChange = (wasDeleted) => {
    opening = null;
    if (wasDeleted) deleted = true;
  };
  const db = (): Promise<OpenMediaDb> => {
    if (deleted || (deletions.get(name) ?? 0) !== epoch) {
      deleted = true;
      return Promise.reject(new MediaDbError('unavailable', 'This library was deleted'));
    }
    const open = (opening ??= openMediaDb(owner, factory ?? defaultFactory(), onVersionChange));
    open.catch(() => {
      if (opening === open) opening = null;
    });
    return open;
  };
  return {
    listFiles: async () => (await db()).listFiles(),
    putFile: async (file) => (await db()).putFile(file),
    deleteFile: async (id) => (await db()).deleteFile(id),
    clearFiles: async () => (await db()).clearFiles(),
    close: () => {
      const open = opening;
      opening = null;
      open?.then(
        (database) => database.close(),
        () => {},
      );
    },
  };
}

/**
 * Deletes the owner's database with every file in it. Open connections (this tab's editor,
 * other tabs) close themselves; handles made before stop working (see `lazyMediaDb`).
 */
export async function deleteMediaDb(
  owner: MediaOwner,
  factory: IDBFactory | undefined = defaultFactory(),
): Promise<void> {
  const name = mediaDbName(owner);
  deletions.set(name, (deletions.get(name) ?? 0) + 1);
  if (factory === undefined) return;
  try {
    await deleteDatabase(factory, name);
  } catch (error) {
    throw toMediaDbError(error);
  }
}

/** How many files the owner's library holds on this device (0 when it has none here). */
export async function countMediaFiles(
  owner: MediaOwner,
  factory: IDBFactory | undefined = defaultFactory(),
): Promise<number> {
  if (factory === undefined) return 0;
  try {
    const database = await openExisting(factory, mediaDbName(owner));
    if (database === null) return 0;
    try {
      if (!database.objectStoreNames.contains(FILES_STORE)) return 0;
      return await new Promise<number>((resolve, reject) => {
        const request = database.transaction(FILES_STORE).objectStore(FILES_STORE).count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('could not count the files'));
      });
    } finally {
      database.close();
    }
  } catch (error) {
    throw toMediaDbError(error, 'unavailable');
  }
}

/**
 * The owners of the libraries on this device; null when the browser cannot list its databases
 * (`indexedDB.databases()` is missing).
 */
export async function listMediaOwners(
  factory: IDBFactory | undefined = defaultFactory(),
): Promise<MediaOwner[] | null> {
  if (factory === undefined || typeof factory.databases !== 'function') return null;
  try {
    const databases = await factory.databases();
    return databases.flatMap(({ name }) => {
      const owner = name === undefined ? null : mediaOwnerOf(name);
      return owner === null ? [] : [owner];
    });
  } catch {
    return null;
  }
}
