import { addItem, createDocument, findTrack, type TimelineDocument } from '@reelwright/timeline';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../editor-locales';
import type { LibraryFile } from '../library/library-file';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore, type EditorStore } from '../store/editor-store';
import { TimelinePanel } from '../timeline/timeline-panel';
import { TransportBar } from '../preview/transport-bar';
import { InspectorPanel } from '../inspector/inspector-panel';

afterEach(cleanup);

/** A picture on Overlay 1, so that track is not empty. */
function withPicture(): TimelineDocument {
  return addItem(
    createDocument(),
    { id: 'pic', mediaId: 'f1', name: 'red.png', url: '', type: 'images', trackId: 'overlay-1' },
    0,
  ).document;
}

function renderPanel(store: EditorStore) {
  const file = { id: 'f1', name: 'red.png', type: 'images' } as LibraryFile;
  return render(
    <EditorStoreProvider store={store}>
      <TimelinePanel fileOf={(id) => (id === 'f1' ? file : undefined)} filesOfKind={() => []} />
      <InspectorPanel fileOf={(id) => (id === 'f1' ? file : undefined)} placement="strip" />
      <TransportBar />
    </EditorStoreProvider>,
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const track = (store: EditorStore, id: string) => findTrack(store.getState().history.document, id)!;

describe('track headers', () => {
  it('toggle hide, mute, solo and lock, each pressed while on and one undo step', () => {
    const store = createEditorStore({ document: withPicture() });
    renderPanel(store);
    for (const [name, id, flag] of [
      ['Hide Main Video', 'main-video', 'hidden'],
      ['Mute Audio 1', 'audio-1', 'muted'],
      ['Solo Audio 2', 'audio-2', 'solo'],
      ['Lock Overlay 1', 'overlay-1', 'locked'],
    ] as const) {
      expect(button(name).getAttribute('aria-pressed')).toBe('false');
      fireEvent.click(button(name));
      expect(track(store, id)[flag]).toBe(true);
      expect(button(name).getAttribute('aria-pressed')).toBe('true');
    }
    store.getState().undo();
    expect(track(store, 'overlay-1').locked).toBeUndefined();
    // Sound tracks have no Hide; caption tracks no Mute.
    expect(screen.queryByRole('button', { name: 'Hide Audio 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mute Captions' })).toBeNull();
  });

  it('renames in place: Enter saves, Escape cancels', () => {
    const store = createEditorStore();
    renderPanel(store);
    fireEvent.click(button('Rename Audio 1'));
    const field = screen.getByRole('textbox', { name: 'Name of Audio 1' });
    fireEvent.change(field, { target: { value: '  Voice  ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(track(store, 'audio-1').name).toBe('Voice');
    fireEvent.doubleClick(screen.getByText('Voice'));
    const again = screen.getByRole('textbox', { name: 'Name of Voice' });
    fireEvent.change(again, { target: { value: 'Music' } });
    fireEvent.keyDown(again, { key: 'Escape' });
    expect(track(store, 'audio-1').name).toBe('Voice');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('reorders with Alt+Arrow keys on the handle, within the kind', () => {
    const store = createEditorStore();
    renderPanel(store);
    fireEvent.keyDown(button('Reorder Overlay 2'), { key: 'ArrowUp', altKey: true });
    expect(store.getState().history.document.tracks.map((each) => each.id)).toEqual([
      'captions',
      'overlay-2',
      'overlay-1',
      'main-video',
      'audio-1',
      'audio-2',
    ]);
    // Already the top overlay: another Alt+Up does nothing.
    fireEvent.keyDown(button('Reorder Overlay 2'), { key: 'ArrowUp', altKey: true });
    expect(store.getState().history.past).toHaveLength(1);
    // The main track is the only one of its kind: no handle.
    expect(screen.queryByRole('button', { name: 'Reorder Main Video' })).toBeNull();
  });

  it('offers Delete only on empty tracks that are not the last of their kind', () => {
    const store = createEditorStore({ document: withPicture() });
    renderPanel(store);
    expect(screen.queryByRole('button', { name: 'Delete track Overlay 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete track Main Video' })).toBeNull();
    fireEvent.click(button('Delete track Audio 2'));
    expect(findTrack(store.getState().history.document, 'audio-2')).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Delete track Audio 1' })).toBeNull();
  });

  it('a locked track’s item refuses a drag and the status says why', () => {
    const store = createEditorStore({ document: withPicture() });
    renderPanel(store);
    fireEvent.click(button('Lock Overlay 1'));
    const item = screen.getByRole('button', { name: /^Title|^red\.png/ });
    fireEvent.pointerDown(item, { button: 0, clientX: 10, clientY: 10 });
    expect(screen.getByText(/Overlay 1 is locked/)).toBeTruthy();
    expect(store.getState().history.marks).toEqual({});
  });

  it('sets the master volume from its slider (0–200 %)', () => {
    const store = createEditorStore();
    renderPanel(store);
    const slider = screen.getByRole('slider', { name: 'Master volume' });
    expect(slider.getAttribute('max')).toBe('200');
    fireEvent.change(slider, { target: { value: '50' } });
    expect(store.getState().history.document.masterVolume).toBe(0.5);
  });
});
