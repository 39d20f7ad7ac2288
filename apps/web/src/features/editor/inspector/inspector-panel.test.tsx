import { addItem, createDocument } from '@reelwright/timeline';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../editor-locales';
import { i18n } from '../../../lib/i18n';
import type { LibraryFile } from '../library/library-file';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore, newItemFor } from '../store/editor-store';
import { InspectorPanel } from './inspector-panel';
import { inspectorPlacementFor, type InspectorPlacement } from './inspector-placement';

afterEach(cleanup);

const file = (id: string, type: LibraryFile['type']): LibraryFile => ({
  id,
  name: `${id}.${type === 'videos' ? 'mp4' : type === 'audios' ? 'mp3' : 'png'}`,
  type,
  mediaType: type,
  mimeType: type === 'videos' ? 'video/mp4' : type === 'audios' ? 'audio/mpeg' : 'image/png',
  size: 100,
  blob: new Blob(['x']),
  duration: 4,
  width: 640,
  height: 360,
  createdAt: '2026-11-22T00:00:00.000Z',
  source: 'upload',
});

function renderWith(selected: string, placement: InspectorPlacement = 'strip') {
  let document = createDocument();
  document = addItem(document, newItemFor(file('clip', 'videos'), 'clip'), 0).document;
  document = addItem(document, newItemFor(file('song', 'audios'), 'song'), 0).document;
  const store = createEditorStore({ document });
  store.getState().select(selected);
  render(
    <EditorStoreProvider store={store}>
      <InspectorPanel fileOf={() => undefined} placement={placement} />
    </EditorStoreProvider>,
  );
  return store;
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')
    ?.textContent;

describe('the inspector', () => {
  it('offer what the selected item takes, show one at a time, and move with the arrow keys', () => {
    renderWith('clip');
    expect(tabNames()).toEqual(['Sound', 'Picture', 'Speed', 'Keyframes', 'Transition']);
    expect(selectedTab()).toBe('Sound');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.queryByRole('group', { name: 'Speed of clip.mp4' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Speed' }));
    expect(screen.getByRole('group', { name: 'Speed of clip.mp4' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Speed' }), { key: 'ArrowRight' });
    expect(selectedTab()).toBe('Keyframes');
    expect(document.activeElement?.textContent).toBe('Keyframes');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Keyframes' }), { key: 'ArrowLeft' });
    expect(selectedTab()).toBe('Speed');
  });

  it('keeps the tab picked for the next item that has it, and falls back to the first otherwise', () => {
    const store = renderWith('clip');
    fireEvent.click(screen.getByRole('tab', { name: 'Speed' }));
    act(() => store.getState().select('song'));
    expect(tabNames()).toEqual(['Sound', 'Speed', 'Keyframes', 'Transition']);
    expect(selectedTab()).toBe('Speed');
    fireEvent.click(screen.getByRole('tab', { name: 'Transition' }));
    act(() => store.getState().select(null));
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
  });

  it('is a strip only while something is selected', () => {
    const store = renderWith('clip');
    expect(screen.getByRole('complementary', { name: 'Inspector' })).toBeTruthy();
    act(() => store.getState().select(null));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('as a column, says what it is for while nothing is selected, in English and Russian', async () => {
    const store = renderWith('clip', 'column');
    const panel = screen.getByRole('complementary', { name: 'Inspector' });
    expect(panel.textContent).not.toContain('Select an item');
    act(() => store.getState().select(null));
    expect(panel.textContent).toBe(
      'Select an item on the timeline to change it here: sound, picture, speed, keyframes, transitions.',
    );
    await act(() => i18n.changeLanguage('ru'));
    try {
      expect(screen.getByRole('complementary', { name: 'Инспектор' }).textContent).toContain(
        'Выберите элемент на таймлайне',
      );
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('is a column from an editor 1200 px wide, a strip below', () => {
    expect(inspectorPlacementFor(1600 - 332)).toBe('column');
    expect(inspectorPlacementFor(1200)).toBe('column');
    expect(inspectorPlacementFor(1199)).toBe('strip');
    expect(inspectorPlacementFor(1440 - 332)).toBe('strip');
    expect(inspectorPlacementFor(0)).toBe('strip');
  });
});
