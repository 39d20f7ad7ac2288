import { addItem, createDocument, findItem } from '@reelwright/timeline';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../editor-locales';
import type { LibraryFile } from '../library/library-file';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore, newItemFor, type EditorStore } from '../store/editor-store';
import { TimelinePanel } from '../timeline/timeline-panel';
import { InspectorPanel } from '../inspector/inspector-panel';

afterEach(cleanup);

const song: LibraryFile = {
  id: 'song',
  name: 'song.mp3',
  type: 'audios',
  mediaType: 'audios',
  mimeType: 'audio/mpeg',
  size: 100,
  blob: new Blob(['x']),
  duration: 8,
  width: 0,
  height: 0,
  createdAt: '2026-11-22T00:00:00.000Z',
  source: 'upload',
};

function renderWithSong(): EditorStore {
  const document = addItem(createDocument(), newItemFor(song, 'a'), 0).document;
  const store = createEditorStore({ document });
  store.getState().select('a');
  render(
    <EditorStoreProvider store={store}>
      <TimelinePanel
        fileOf={(id) => (id === 'song' ? song : undefined)}
        filesOfKind={() => [song]}
      />
      <InspectorPanel fileOf={(id) => (id === 'song' ? song : undefined)} placement="strip" />
    </EditorStoreProvider>,
  );
  return store;
}

const itemIn = (store: EditorStore) => findItem(store.getState().history.document, 'a')!;

describe('the sound inspector', () => {
  it('sets fades in seconds, one undo step per field, drawn on the item', () => {
    const store = renderWithSong();
    const group = screen.getByRole('group', { name: 'Sound of song.mp3' });
    const fadeIn = within(group).getByLabelText('Fade in (s)');
    fireEvent.focus(fadeIn);
    fireEvent.change(fadeIn, { target: { value: '1' } });
    fireEvent.change(fadeIn, { target: { value: '1.5' } });
    fireEvent.blur(fadeIn);
    expect(itemIn(store).fadeIn).toBe(1500);
    const fadeOut = within(group).getByLabelText('Fade out (s)');
    fireEvent.focus(fadeOut);
    fireEvent.change(fadeOut, { target: { value: '9' } });
    fireEvent.blur(fadeOut);
    expect(itemIn(store).fadeOut).toBe(5000);
    expect(fadeOut).toHaveProperty('value', '5');

    // The selected item's knobs say the same, and the ramps are drawn.
    expect(screen.getByRole('slider', { name: 'Fade in' }).getAttribute('aria-valuenow')).toBe(
      '1500',
    );
    expect(document.querySelector('[data-fades] polygon')).not.toBeNull();

    store.getState().undo();
    expect(itemIn(store).fadeOut).toBeUndefined();
    store.getState().undo();
    expect(itemIn(store).fadeIn).toBeUndefined();
  });

  it('moves a fade with the knob’s arrow keys', () => {
    const store = renderWithSong();
    const knob = screen.getByRole('slider', { name: 'Fade out' });
    fireEvent.keyDown(knob, { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(knob, { key: 'ArrowLeft' });
    expect(itemIn(store).fadeOut).toBe(1100);
    fireEvent.keyDown(knob, { key: 'ArrowRight' });
    expect(itemIn(store).fadeOut).toBe(1000);
  });

  it('toggles music and voice, and sets the project’s ducking', () => {
    const store = renderWithSong();
    const music = screen.getByRole('button', { name: 'Music' });
    expect(music.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(music);
    expect(itemIn(store).audioRole).toBe('music');
    expect(music.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Voice' }));
    expect(itemIn(store).audioRole).toBe('voice');
    fireEvent.click(screen.getByRole('button', { name: 'Voice' }));
    expect(itemIn(store)).not.toHaveProperty('audioRole');

    const ducking = screen.getByLabelText('Lower under voice (dB)');
    expect(ducking).toHaveProperty('value', '12');
    fireEvent.change(ducking, { target: { value: '0' } });
    expect(store.getState().history.document.duckingDb).toBe(0);
  });

  it('goes away when no sound item is selected', () => {
    const store = renderWithSong();
    act(() => store.getState().select(null));
    expect(screen.queryByRole('group', { name: /^Sound of/ })).toBeNull();
  });
});

describe('voice-overs', () => {
  it('land on the timeline as the voice, so they duck the music', () => {
    const store = createEditorStore();
    const placed = store.getState().placeFile({ ...song, id: 'vo', source: 'voiceOver' });
    expect(findItem(store.getState().history.document, placed!.itemId)?.audioRole).toBe('voice');
    store.getState().addFile(song, 20_000);
    const upload = store.getState().history.document.tracks.flatMap((track) => track.items);
    expect(upload.find((item) => item.mediaId === 'song')).not.toHaveProperty('audioRole');
  });
});
