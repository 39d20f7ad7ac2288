import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { EditorActions, EditorState, EditorStore } from './editor-store';

const EditorContext = createContext<EditorStore | null>(null);

export function EditorStoreProvider({
  store,
  children,
}: {
  store: EditorStore;
  children: ReactNode;
}) {
  return <EditorContext.Provider value={store}>{children}</EditorContext.Provider>;
}

/** The editor's store itself, for handlers that read state at event time (no re-render). */
export function useEditorStore(): EditorStore {
  const store = useContext(EditorContext);
  if (store === null) throw new Error('useEditorStore needs an EditorStoreProvider');
  return store;
}

/** Subscribes to one slice of the editor: the component re-renders only when it changes. */
export function useEditor<T>(selector: (state: EditorState & EditorActions) => T): T {
  return useStore(useEditorStore(), selector);
}
