import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where file bytes live: a local directory by default (an S3-compatible store can implement it). */
export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes from `start` to `end` inclusive (the whole file without a range). */
  read(key: string, range?: { start: number; end: number }): Readable;
  remove(key: string): Promise<void>;
  /** The first segments of the stored keys (the owners' ids). */
  owners(): Promise<string[]>;
  /** Deletes everything stored under an owner's id. */
  removeOwner(owner: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

export function createLocalFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.split('/').includes('..'))
      throw new Error(`Bad file key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written whole, then renamed: a reader never sees half a file.
      const partial = `${target}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, target);
    },
    read(key, range) {
      return createReadStream(pathOf(key), range ?? {});
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async owners() {
      try {
        return (await readdir(root, { withFileTypes: true }))
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name);
      } catch {
        return [];
      }
    },
    async removeOwner(owner) {
      await rm(pathOf(owner), { recursive: true, force: true });
    },
  };
}

/** Size on disk, for checks in tests and sweeps. */
export async function storedSize(root: string, key: string): Promise<number | null> {
  try {
    return (await stat(path.join(root, key))).size;
  } catch {
    return null;
  }
}
