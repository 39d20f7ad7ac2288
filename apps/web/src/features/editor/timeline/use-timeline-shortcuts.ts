import { useEffect } from 'react';
import { isInGesture, type EditorStore } from '../store/editor-store';
import { shortcutFor, type ShortcutAction } from './shortcuts';
import { addKeyframesAtPlayhead } from '../keyframes/add-keyframes-here';

function perform(store: EditorStore, action: ShortcutAction) {
  const state = store.getState();
  switch (action.kind) {
    case 'togglePlay':
      return state.togglePlay();
    case 'delete':
      return state.deleteSelected();
    case 'split':
      return state.splitSelected();
    case 'addKeyframes':
      return addKeyframesAtPlayhead(store);
    case 'freezeFrame':
      return state.freezeSelected();
    case 'copy':
      return state.copySelected();
    case 'paste':
      return state.paste();
    case 'undo':
      return state.undo();
    case 'redo':
      return state.redo();
    case 'zoomIn':
      return state.zoomIn();
    case 'zoomOut':
      return state.zoomOut();
    case 'zoomReset':
      return state.resetZoom();
    case 'help':
      return state.setHelpOpen(!state.helpOpen);
    case 'nudge':
      return state.nudgeSelected(action.delta);
    case 'escape':
      if (state.helpOpen) return state.setHelpOpen(false);
      if (isInGesture(state)) return state.cancelGesture();
      if (state.draggedFile) return state.cancelLibraryDrag();
      return state.select(null);
  }
}

/** The timeline's keyboard shortcuts, on the whole page while the editor is open. */
export function useTimelineShortcuts(store: EditorStore, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      // Another modal (the export, a confirmation) has the keys; only the help overlay is ours.
      const inDialog = event.target instanceof Element && event.target.closest('dialog') !== null;
      if (inDialog && !store.getState().helpOpen) return;
      const action = shortcutFor(event, event.target);
      if (!action) return;
      // Ctrl+C / Ctrl+V with text selected on the page keep their usual meaning.
      if ((action.kind === 'copy' || action.kind === 'paste') && hasTextSelection()) return;
      if (action.kind === 'nudge' && store.getState().selectedId === null) return;
      event.preventDefault();
      perform(store, action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store, enabled]);
}

function hasTextSelection() {
  const selection = window.getSelection();
  return selection !== null && !selection.isCollapsed && selection.toString().trim() !== '';
}
