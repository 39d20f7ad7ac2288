import type { FileSource, LibraryFile } from '../../features/editor/library/library-file';
import { createLibraryStore, type LibraryStore } from '../../features/editor/library/library-store';
import { lazyMediaDb, type MediaOwner } from '../../features/editor/library/media-db';
import { readMedia, type ReadMedia } from '../../features/editor/library/read-media';

export type AddToLibraryOptions = {
  read?: ReadMedia;
  source?: FileSource;
  /** changes to the record read from the file before it is saved (what the caller knows better) */
  adjust?: (record: LibraryFile) => LibraryFile;
};

/**
 * Puts a file (a generated thumbnail, a teleprompter take) into the editor's media library, where
 * its tab shows it, and resolves with the saved record. Rejects with the library's own reason
 * when it could not be saved.
 */
export async function addToLibrary(
  library: LibraryStore,
  file: File,
  { read = readMedia, source, adjust = (record) => record }: AddToLibraryOptions = {},
): Promise<LibraryFile> {
  const record = adjust(await read(file, source ? { source } : {}));
  if (!(await library.getState().add(record))) {
    throw new Error(library.getState().error ?? file.name);
  }
  return record;
}

/**
 * Saves into the account's media library in this browser from outside the editor (the
 * dashboard). The library keeps the file only in this browser, so a save that could not be
 * kept (no IndexedDB here) is a failure rather than 'listed for this visit'.
 */
export async function saveToBrowserLibrary(owner: MediaOwner, file: File): Promise<void> {
  const db = lazyMediaDb(owner);
  const library = createLibraryStore({ db });
  try {
    await addToLibrary(library, file);
    const problem = library.getState().error;
    if (problem !== null) throw new Error(problem);
  } finally {
    // Only the database matters here: the listed file's object URL is not needed.
    library.getState().dispose();
    db.close();
  }
}
