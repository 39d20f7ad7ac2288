import type { SaveState } from './save-state';

/**
 * The header's save line as a small store of its own: only the indicator subscribes, so a save
 * going out and coming back ('Saving…', 'Saved') re-renders that line and not the whole studio
 * with the editor in it (16 ms on the page's thread, twice per autosave, when it came mid-play).
 */
export interface SaveStatus {
  get(): SaveState;
  set(next: SaveState): void;
  subscribe(listener: () => void): () => void;
}

export function createSaveStatus(initial: SaveState = { kind: 'idle' }): SaveStatus {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
