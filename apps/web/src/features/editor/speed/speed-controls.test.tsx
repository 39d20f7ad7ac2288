import { addItem, createDocument, findItem } from '@reelwright/timeline';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../editor-locales';
import type { LibraryFile } from '../library/library-file';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore, newItemFor, type EditorStore } from '../store/editor-store';
import { shortcutFor } from '../timeline/shortcuts';
import { TimelinePanel } from '../timeline/timeline-panel';
import { InspectorPanel } from '../inspector/inspector-panel';

afterEach(cleanup);

const clip: LibraryFile = {
  id: 'clip',
  name: 'clip.mp4',
  type: 'videos',
  mediaType: 'videos',
  mimeType: 'video/mp4',
  size: 100,
  blob: new Blob(['x']),
  duration: 4,
  width: 640,
  height: 360,
  createdAt: '2026-11-22T00:00:00.000Z',
  source: 'upload',
};

function renderWithClip(): EditorStore {
  let n = 0;
  const document = addItem(createDocument(), newItemFor(clip, 'v'), 0).document;
  const store = createEditorStore({ document, newId: () => `new-${++n}` });
  store.getState().select('v');
  render(
    <EditorStoreProvider store={store}>
      <TimelinePanel fileOf={() => clip} filesOfKind={() => [clip]} />
      <InspectorPanel fileOf={() => clip} placement="strip" />
    </EditorStoreProvider>,
  );
  // The selection's inspectors are tabs: this one is picked as a person would.
  fireEvent.click(screen.getByRole('tab', { name: 'Speed' }));
  return store;
}

const itemIn = (store: EditorStore, id = 'v') => findItem(store.getState().history.document, id);

describe('the speed inspector', () => {
  it('sets a preset speed in one click: the length halves, the item says 2×, one undo', () => {
    const store = renderWithClip();
    const group = screen.getByRole('group', { name: 'Speed of clip.mp4' });
    const twice = within(group).getByRole('button', { name: 'Play at 2×' });
    fireEvent.click(twice);
    expect(itemIn(store)).toMatchObject({ speed: 2, duration: 2000 });
    expect(twice.getAttribute('aria-pressed')).toBe('true');
    const item = screen.getByRole('button', { name: /clip\.mp4, .* 2× speed$/ });
    expect(item.querySelector('[data-speed-badge]')?.textContent).toBe('2×');
    store.getState().undo();
    expect(itemIn(store)).toMatchObject({ duration: 4000 });
    expect(itemIn(store)?.speed).toBeUndefined();
  });

  it('takes any speed typed, clamped, as one undo step', () => {
    const store = renderWithClip();
    const input = screen.getByLabelText('Speed ×');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.change(input, { target: { value: '0.5' } });
    fireEvent.blur(input);
    expect(itemIn(store)).toMatchObject({ speed: 0.5, duration: 8000 });
    store.getState().undo();
    expect(itemIn(store)?.duration).toBe(4000);
  });
});

describe('freeze frame', () => {
  it('Shift+F maps to it, and the toolbar button freezes 2 s at the playhead', () => {
    const key = { key: 'F', code: 'KeyF', ctrlKey: false, metaKey: false, altKey: false };
    expect(shortcutFor({ ...key, shiftKey: true }, document.body)).toEqual({ kind: 'freezeFrame' });
    expect(shortcutFor({ ...key, key: 'f', shiftKey: false }, document.body)).toBeNull();

    const store = renderWithClip();
    store.getState().seek(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Freeze frame' }));
    const still = itemIn(store, store.getState().selectedId!);
    expect(still).toMatchObject({ startTime: 1000, duration: 2000, freezeFrame: 1000, volume: 0 });
    const face = screen.getByRole('button', { name: /freeze frame$/ });
    expect(face.querySelector('[data-freeze-badge]')).not.toBeNull();
    // the speed inspector is not offered for a still
    expect(screen.queryByRole('group', { name: /^Speed of/ })).toBeNull();
    store.getState().undo();
    expect(store.getState().history.document.tracks.flatMap((t) => t.items)).toHaveLength(1);
  });

  it('Shift+F on the page freezes the selected video', () => {
    const store = renderWithClip();
    store.getState().seek(500);
    fireEvent.keyDown(window, { key: 'F', shiftKey: true });
    expect(itemIn(store, store.getState().selectedId!)?.freezeFrame).toBe(500);
  });
});
