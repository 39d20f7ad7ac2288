import { addItem, createDocument, findItem } from '@reelwright/timeline';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../editor-locales';
import type { LibraryFile } from '../library/library-file';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore, newItemFor, type EditorStore } from '../store/editor-store';
import { TimelinePanel } from '../timeline/timeline-panel';
import { TransitionTiles } from './transition-tiles';
import { InspectorPanel } from '../inspector/inspector-panel';

afterEach(cleanup);

const file = (id: string, type: 'images' | 'audios'): LibraryFile => ({
  id,
  name: `${id}.${type === 'images' ? 'png' : 'mp3'}`,
  type,
  mediaType: type,
  mimeType: type === 'images' ? 'image/png' : 'audio/mpeg',
  size: 100,
  blob: new Blob(['x']),
  duration: type === 'images' ? 0 : 8,
  width: 320,
  height: 180,
  createdAt: '2026-11-22T00:00:00.000Z',
  source: 'upload',
});

function renderEditor(selected: string): EditorStore {
  let document = createDocument();
  document = addItem(document, newItemFor(file('one', 'images'), 'one'), 0).document;
  document = addItem(document, newItemFor(file('two', 'images'), 'two'), 5000).document;
  document = addItem(document, newItemFor(file('song', 'audios'), 'song'), 0).document;
  const store = createEditorStore({ document });
  store.getState().select(selected);
  render(
    <EditorStoreProvider store={store}>
      <TransitionTiles />
      <TimelinePanel fileOf={() => undefined} filesOfKind={() => []} />
      <InspectorPanel fileOf={() => undefined} placement="strip" />
    </EditorStoreProvider>,
  );
  // The selection's inspectors are tabs: this one is picked as a person would.
  fireEvent.click(screen.getByRole('tab', { name: 'Transition' }));
  return store;
}

const itemIn = (store: EditorStore, id: string) => findItem(store.getState().history.document, id)!;

describe('the transition inspector', () => {
  it('sets a kind and a length per end, one undo step each, and shows it on the item', () => {
    const store = renderEditor('two');
    const group = screen.getByRole('group', { name: 'Transitions of two.png' });
    fireEvent.change(within(group).getByLabelText('Transition in'), {
      target: { value: 'wipe-up' },
    });
    expect(itemIn(store, 'two').transitionIn).toEqual({ kind: 'wipe-up', duration: 1000 });
    const length = within(group).getByLabelText('In length (s)');
    fireEvent.focus(length);
    fireEvent.change(length, { target: { value: '2' } });
    fireEvent.change(length, { target: { value: '2.5' } });
    fireEvent.blur(length);
    expect(itemIn(store, 'two').transitionIn).toEqual({ kind: 'wipe-up', duration: 2500 });
    expect(screen.getByRole('img', { name: 'Wipe up in, 2.5 s' })).toBeTruthy();
    // The out end has no transition: its length waits for a kind.
    expect(within(group).getByLabelText('Out length (s)')).toHaveProperty('disabled', true);

    store.getState().undo();
    expect(itemIn(store, 'two').transitionIn?.duration).toBe(1000);
    store.getState().undo();
    expect(itemIn(store, 'two').transitionIn).toBeUndefined();
  });

  it('offers sound only a crossfade', () => {
    renderEditor('song');
    const group = screen.getByRole('group', { name: 'Transitions of song.mp3' });
    const options = within(within(group).getByLabelText('Transition out')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['None', 'Crossfade']);
  });
});

describe('the transition tiles', () => {
  it('name all eleven kinds, and Enter puts one on the edge nearest the playhead', () => {
    const store = renderEditor('two');
    const tiles = within(screen.getByRole('list', { name: 'Transitions' })).getAllByRole('button');
    expect(tiles).toHaveLength(11);
    expect(tiles[0]!.getAttribute('aria-label')).toBe('Crossfade transition');
    expect(tiles[0]!.getAttribute('draggable')).toBe('true');
    store.getState().seek(5300);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Slide right transition' }), {
      key: 'Enter',
    });
    expect(itemIn(store, 'two').transitionIn).toEqual({ kind: 'slide-right', duration: 1000 });
  });
});
