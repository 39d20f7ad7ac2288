import { createStore, type StoreApi } from 'zustand/vanilla';
import { i18n } from '../../../lib/i18n';
import { describeUnplayable } from '../../../lib/media/describe-unplayable';
import type { Unplayable } from '../../../lib/media/playability';
import { EDITOR_NAMESPACE } from '../editor-locales';
import type { LibraryFile } from './library-file';
import { toMediaDbError, type MediaDb } from './media-db';
import { MediaReadError, readMedia } from './read-media';

export interface StorageUse {
  /** bytes */
  usage: number;
  quota: number;
}

export interface LibraryState {
  /** newest first */
  files: LibraryFile[];
  /** id → object URL of the file's blob, for players and image thumbnails */
  urls: Record<string, string>;
  /** id → object URL of a video's poster */
  posterUrls: Record<string, string>;
  uploading: boolean;
  /** the red banner's text (several failures one per line); null when there is none */
  error: string | null;
  storage: StorageUse | null;
  /** true once the saved files have been read (or reading them failed) */
  loaded: boolean;
}

export interface LibraryActions {
  /** Reads the saved files. Safe to call again: the first call's work is shared. */
  load(): Promise<void>;
  /** Reads and saves each file; a bad file does not stop the others. Resolves with those added. */
  upload(files: readonly File[]): Promise<LibraryFile[]>;
  /** Saves a record made by code (a recording, a voice-over); resolves whether it was added. */
  add(file: LibraryFile): Promise<boolean>;
  remove(id: string): Promise<void>;
  clearAll(): Promise<void>;
  dismissError(): void;
  refreshStorage(): Promise<void>;
  /** Frees every object URL; call when the editor closes. A later `load()` makes them again. */
  dispose(): void;
}

export type LibraryStoreState = LibraryState & LibraryActions;
export type LibraryStore = StoreApi<LibraryStoreState>;

/** What went wrong, for the banner. */
export type LibraryProblem =
  | { kind: 'unavailable' }
  | { kind: 'quota' }
  | { kind: 'saveFailed'; name: string }
  | { kind: 'processing'; name: string; reason: string }
  | { kind: 'unsupported'; name: string }
  | { kind: 'unplayable'; name: string; reason: Unplayable };

export interface LibraryStoreDeps {
  db: MediaDb;
  /** File → record; defaults to read-media's reader. */
  read?: (file: File) => Promise<LibraryFile>;
  objectUrls?: { create(blob: Blob): string; revoke(url: string): void };
  estimate?: () => Promise<StorageEstimate | undefined>;
  /** The banner text of a problem; defaults to the `editor` namespace's texts. */
  describe?: (problem: LibraryProblem) => string;
}

const browserUrls = {
  create: (blob: Blob) => URL.createObjectURL(blob),
  revoke: (url: string) => URL.revokeObjectURL(url),
};

async function browserEstimate(): Promise<StorageEstimate | undefined> {
  return typeof navigator === 'undefined' ? undefined : navigator.storage?.estimate?.();
}

/** The banner texts, in the current language. */
export function describeProblem(problem: LibraryProblem): string {
  const t = i18n.getFixedT(null, EDITOR_NAMESPACE);
  switch (problem.kind) {
    case 'unavailable':
      return t('library.errors.unavailable');
    case 'quota':
      return t('library.errors.quota');
    case 'saveFailed':
      return t('library.errors.saveFailed', { name: problem.name });
    case 'unsupported':
      return t('library.errors.processing', {
        name: problem.name,
        reason: t('library.errors.unsupported'),
      });
    case 'unplayable':
      return t('library.errors.processing', {
        name: problem.name,
        reason: describeUnplayable(problem.reason),
      });
    case 'processing':
      return t('library.errors.processing', { name: problem.name, reason: problem.reason });
  }
}

function readProblem(file: File, error: unknown): LibraryProblem {
  if (error instanceof MediaReadError) {
    if (error.unplayable !== null)
      return { kind: 'unplayable', name: file.name, reason: error.unplayable };
    return error.code === 'unsupported'
      ? { kind: 'unsupported', name: file.name }
      : { kind: 'processing', name: file.name, reason: error.reason };
  }
  const reason = error instanceof Error ? error.message : String(error);
  return { kind: 'processing', name: file.name, reason };
}

/** Newest first; ties (same millisecond) by id, also newest first. */
function byNewest(a: LibraryFile, b: LibraryFile): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

export function fileById(state: Pick<LibraryState, 'files'>, id: string): LibraryFile | undefined {
  return state.files.find((file) => file.id === id);
}

export function createLibraryStore({
  db,
  read = (file) => readMedia(file),
  objectUrls = browserUrls,
  estimate = browserEstimate,
  describe = describeProblem,
}: LibraryStoreDeps): LibraryStore {
  let loading: Promise<void> | null = null;
  let uploads = 0;

  return createStore<LibraryStoreState>()((set, get) => {
    /** Adds records to the list with their object URLs (replacing any of the same id). */
    const insert = (records: readonly LibraryFile[]) => {
      if (records.length === 0) return;
      const { files, urls, posterUrls } = get();
      const ids = new Set(records.map((record) => record.id));
      const nextUrls = { ...urls };
      const nextPosters = { ...posterUrls };
      for (const record of records) {
        if (nextUrls[record.id] !== undefined) objectUrls.revoke(nextUrls[record.id]!);
        if (nextPosters[record.id] !== undefined) objectUrls.revoke(nextPosters[record.id]!);
        delete nextPosters[record.id];
        nextUrls[record.id] = objectUrls.create(record.blob);
        if (record.poster !== undefined) nextPosters[record.id] = objectUrls.create(record.poster);
      }
      set({
        files: [...records, ...files.filter((file) => !ids.has(file.id))].sort(byNewest),
        urls: nextUrls,
        posterUrls: nextPosters,
      });
    };

    /** Drops records from the list and frees their URLs. */
    const drop = (ids: ReadonlySet<string>) => {
      const { files, urls, posterUrls } = get();
      const nextUrls = { ...urls };
      const nextPosters = { ...posterUrls };
      for (const id of ids) {
        if (nextUrls[id] !== undefined) objectUrls.revoke(nextUrls[id]!);
        if (nextPosters[id] !== undefined) objectUrls.revoke(nextPosters[id]!);
        delete nextUrls[id];
        delete nextPosters[id];
      }
      set({
        files: files.filter((file) => !ids.has(file.id)),
        urls: nextUrls,
        posterUrls: nextPosters,
      });
    };

    /** Adds the problems' texts to the banner (each text once). */
    const report = (problems: readonly LibraryProblem[]) => {
      if (problems.length === 0) return;
      const current = get().error;
      const lines = new Set(current === null ? [] : current.split('\n'));
      for (const problem of problems) lines.add(describe(problem));
      set({ error: [...lines].join('\n') });
    };

    /**
     * Saves a record and lists it. Without IndexedDB it is still listed, for this visit only,
     * and the banner says saving is not supported.
     */
    const save = async (record: LibraryFile): Promise<boolean> => {
      try {
        await db.putFile(record);
      } catch (error) {
        const failure = toMediaDbError(error);
        if (failure.kind === 'unavailable') {
          insert([record]);
          report([{ kind: 'unavailable' }]);
          return true;
        }
        console.warn('[library] could not save', record.name, error);
        report([
          failure.kind === 'quota' ? { kind: 'quota' } : { kind: 'saveFailed', name: record.name },
        ]);
        return false;
      }
      insert([record]);
      return true;
    };

    /** Object URLs again for listed files that lost theirs to `dispose` (a remount). */
    const restoreUrls = () => {
      const { files, urls, posterUrls } = get();
      const missing = files.filter((file) => urls[file.id] === undefined);
      if (missing.length === 0) return;
      const nextUrls = { ...urls };
      const nextPosters = { ...posterUrls };
      for (const file of missing) {
        nextUrls[file.id] = objectUrls.create(file.blob);
        if (file.poster !== undefined && nextPosters[file.id] === undefined) {
          nextPosters[file.id] = objectUrls.create(file.poster);
        }
      }
      set({ urls: nextUrls, posterUrls: nextPosters });
    };

    const refreshStorage = async () => {
      try {
        const result = await estimate();
        if (typeof result?.usage === 'number' && typeof result.quota === 'number') {
          set({ storage: { usage: result.usage, quota: result.quota } });
        }
      } catch {
        // The estimate is a nicety: without it the panel just does not show the line.
      }
    };

    return {
      files: [],
      urls: {},
      posterUrls: {},
      uploading: false,
      error: null,
      storage: null,
      loaded: false,

      load: () => {
        loading ??= (async () => {
          try {
            const saved = await db.listFiles();
            const present = new Set(get().files.map((file) => file.id));
            insert(saved.filter((file) => !present.has(file.id)));
            restoreUrls();
          } catch (error) {
            const failure = toMediaDbError(error, 'unavailable');
            if (failure.kind === 'unavailable') report([{ kind: 'unavailable' }]);
            else console.warn('[library] could not load the saved files', error);
          }
          set({ loaded: true });
          await refreshStorage();
        })();
        return loading;
      },

      upload: async (files) => {
        uploads += 1;
        set({ uploading: true });
        const added: LibraryFile[] = [];
        try {
          for (const file of files) {
            let record: LibraryFile;
            try {
              record = await read(file);
            } catch (error) {
              console.warn('[library] could not read', file.name, error);
              report([readProblem(file, error)]);
              continue;
            }
            if (await save(record)) added.push(record);
          }
        } finally {
          uploads -= 1;
          set({ uploading: uploads > 0 });
        }
        await refreshStorage();
        return added;
      },

      add: async (file) => {
        const added = await save(file);
        if (added) await refreshStorage();
        return added;
      },

      remove: async (id) => {
        drop(new Set([id]));
        try {
          await db.deleteFile(id);
        } catch (error) {
          if (toMediaDbError(error).kind !== 'unavailable') {
            console.warn('[library] could not delete', id, error);
          }
        }
        await refreshStorage();
      },

      clearAll: async () => {
        try {
          await db.clearFiles();
        } catch (error) {
          if (toMediaDbError(error).kind !== 'unavailable') {
            // Spec §8: a failed clear is only logged; the list keeps what is still saved.
            console.warn('[library] could not clear the library', error);
            return;
          }
        }
        drop(new Set(get().files.map((file) => file.id)));
        await refreshStorage();
      },

      dismissError: () => set({ error: null }),

      refreshStorage,

      dispose: () => {
        const { urls, posterUrls } = get();
        for (const url of [...Object.values(urls), ...Object.values(posterUrls)]) {
          objectUrls.revoke(url);
        }
        set({ urls: {}, posterUrls: {} });
        // A later load (React's development remount) reads again and makes new URLs.
        loading = null;
      },
    };
  });
}

export { LibraryStoreProvider, useLibrary, useLibraryStore } from './library-context';
