import { randomUUID } from 'node:crypto';
import { open, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where file bytes live: a local directory by default, an S3-compatible bucket when configured
 * (`s3-file-store.ts`). Keys are `<owner id>/<name>`; every implementation passes the same
 * contract tests (`test/modules/files/file-store-contract.ts`).
 */
export interface FileStore {
  /** Stores the bytes whole under the key, replacing what was there; readers never see half. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Opens the bytes from `start` to `end` inclusive (the whole file without a range) as a stream.
   * Rejects with `FileNotFoundError` before any byte when nothing is stored under the key.
   */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** The stored size in bytes, or `null` when nothing is stored under the key. */
  size(key: string): Promise<number | null>;
  /** Removes one file; removing a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** The first segments of the stored keys (the owners' ids). */
  owners(): Promise<string[]>;
  /** Deletes everything stored under an owner's id. */
  removeOwner(owner: string): Promise<void>;
  /** Releases connections (the app calls it when it closes). */
  close(): void;
}

export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No file is stored under ${key}`);
    this.name = 'FileNotFoundError';
  }
}

const SAFE_KEY = /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

/** Keys are made by the server, never by users; anything else is a bug, refused before any I/O. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.'))
    throw new Error(`Bad file key ${key}`);
}

export function createLocalFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written whole under a name of its own, then renamed: a reader never sees half a file,
      // and two writers of the same key never write into the same partial file.
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(key, range) {
      const file = pathOf(key);
      let handle;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if (isMissing(error)) throw new FileNotFoundError(key);
        throw error;
      }
      if (!(await handle.stat()).isFile()) {
        await handle.close();
        throw new FileNotFoundError(key);
      }
      return handle.createReadStream(range ?? {});
    },
    async size(key) {
      try {
        const stats = await stat(pathOf(key));
        return stats.isFile() ? stats.size : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async owners() {
      try {
        return (await readdir(root, { withFileTypes: true }))
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    },
    async removeOwner(owner) {
      await rm(pathOf(owner), { recursive: true, force: true });
    },
    close() {},
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
