import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { LibraryStore, LibraryStoreState } from './library-store';

const LibraryContext = createContext<LibraryStore | null>(null);

export function LibraryStoreProvider({
  store,
  children,
}: {
  store: LibraryStore;
  children: ReactNode;
}) {
  return <LibraryContext.Provider value={store}>{children}</LibraryContext.Provider>;
}

/** The library's store itself, for handlers that read state at event time (no re-render). */
export function useLibraryStore(): LibraryStore {
  const store = useContext(LibraryContext);
  if (store === null) throw new Error('useLibraryStore needs a LibraryStoreProvider');
  return store;
}

/** Subscribes to one slice of the library: the component re-renders only when it changes. */
export function useLibrary<T>(selector: (state: LibraryStoreState) => T): T {
  return useStore(useLibraryStore(), selector);
}
