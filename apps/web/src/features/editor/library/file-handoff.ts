import type { LibraryFile } from './library-file';

/**
 * Files another part of the studio hands the open editor to put on its timeline (a teleprompter
 * take after 'Use'). The route owns it; the editor subscribes while it is open.
 */
export interface FileHandoff {
  send(file: LibraryFile): void;
  subscribe(listener: (file: LibraryFile) => void): () => void;
}

export function createFileHandoff(): FileHandoff {
  const listeners = new Set<(file: LibraryFile) => void>();
  return {
    send: (file) => {
      for (const listener of listeners) listener(file);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
