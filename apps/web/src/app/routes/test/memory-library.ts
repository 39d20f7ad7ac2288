import { vi } from 'vitest';
import { createLibraryStore } from '../../../features/editor/library/library-store';
import type { MediaDb } from '../../../features/editor/library/media-db';

/** The editor's library store over an in-memory database; `putFile` decides how saves go. */
export function memoryLibrary(putFile: MediaDb['putFile'] = async () => {}) {
  const db: MediaDb = {
    listFiles: async () => [],
    putFile: vi.fn(putFile),
    deleteFile: async () => {},
    clearFiles: async () => {},
  };
  const library = createLibraryStore({
    db,
    objectUrls: { create: () => 'blob:test', revoke: () => {} },
    estimate: async () => undefined,
  });
  return { db, library };
}
