import { addItem, createDocument, type TimelineDocument } from '@reelwright/timeline';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../editor-locales';
import type { LibraryFile, MediaKind } from '../library/library-file';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore, type EditorStore } from '../store/editor-store';
import { TimelinePanel } from './timeline-panel';
import { InspectorPanel } from '../inspector/inspector-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function libraryFile(id: string, type: MediaKind, duration = 4): LibraryFile {
  return {
    id,
    name: `${id}.webm`,
    type,
    mediaType: type,
    mimeType: 'video/webm',
    size: 100,
    blob: new Blob(['x']),
    duration,
    width: 0,
    height: 0,
    createdAt: '2026-11-22T00:00:00.000Z',
    source: 'upload',
  };
}

/** `count` one-second clips back to back on the main track, all of file `f1`. */
function manyClips(count: number): TimelineDocument {
  let document = createDocument();
  for (let index = 0; index < count; index += 1) {
    document = addItem(
      document,
      {
        id: `c${index}`,
        mediaId: 'f1',
        name: `clip ${index}`,
        url: '',
        type: 'videos',
        sourceDuration: 1000,
      },
      index * 1000,
    ).document;
  }
  return document;
}

function renderPanel(
  store: EditorStore,
  files: LibraryFile[] = [libraryFile('f1', 'videos')],
  onExport?: () => void,
) {
  const fileOf = (id: string) => files.find((file) => file.id === id);
  const filesOfKind = (kind: MediaKind) => files.filter((file) => file.type === kind);
  return render(
    <EditorStoreProvider store={store}>
      <TimelinePanel
        fileOf={fileOf}
        filesOfKind={filesOfKind}
        {...(onExport ? { onExport } : {})}
      />
      <InspectorPanel fileOf={fileOf} placement="strip" />
    </EditorStoreProvider>,
  );
}

const tool = (name: string) =>
  screen.getByRole('button', { name, exact: true } as never) as HTMLButtonElement;
const items = () => document.querySelectorAll('[data-item-id]');

describe('Timeline Pro panel', () => {
  it('draws only the items near the view, not all 500', () => {
    const store = createEditorStore({ document: manyClips(500) });
    renderPanel(store);
    const drawn = items().length;
    expect(drawn).toBeGreaterThan(10);
    expect(drawn).toBeLessThan(150);
    expect(screen.getByRole('button', { name: 'clip 0, 0:00.0 to 0:01.0' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^clip 499,/ })).toBeNull();
  });

  it('enables split, copy and delete with a selection, paste once something is copied', () => {
    const store = createEditorStore({ document: manyClips(2) });
    renderPanel(store);
    for (const name of ['Split at playhead', 'Copy', 'Delete', 'Paste', 'Undo', 'Redo'])
      expect(tool(name).disabled).toBe(true);

    const clip = screen.getByRole('button', { name: /^clip 1,/ });
    fireEvent.pointerDown(clip, { button: 0 });
    fireEvent.pointerUp(clip, { button: 0 });
    expect(screen.getByRole('button', { name: /^clip 1,/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    for (const name of ['Split at playhead', 'Copy', 'Delete'])
      expect(tool(name).disabled).toBe(false);
    fireEvent.click(tool('Copy'));
    expect(tool('Paste').disabled).toBe(false);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Item copied: clip 1',
    );

    fireEvent.click(tool('Delete'));
    expect(items()).toHaveLength(1);
    expect(tool('Undo').disabled).toBe(false);
    fireEvent.click(tool('Undo'));
    expect(items()).toHaveLength(2);
  });

  it('moves an item by dragging as one undo step, even when the pointer events reach the page and not the item', () => {
    // The frames are run by hand: waiting for real ones lets the edge auto-scroll's timer in.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.stubGlobal('cancelAnimationFrame', (id: number) => delete frames[id - 1]);
    const store = createEditorStore({ document: manyClips(1) });
    renderPanel(store);
    const clip = screen.getByRole('button', { name: /^clip 0,/ });
    const startOf = () => store.getState().history.document.tracks[3]!.items[0]!.startTime;
    // happy-dom lays nothing out: clientX 0 is the lanes' left edge less the 112 px labels.
    fireEvent.pointerDown(clip, { button: 0, pointerId: 7, clientX: 112 + 10 });
    // Re-ordering items in the DOM drops pointer capture, so the moves come to the window.
    for (const x of [140, 180]) fireEvent.pointerMove(window, { pointerId: 7, clientX: 112 + x });
    // The newest pointer is applied in the next frame, once.
    expect(startOf()).toBe(0);
    expect(frames).toHaveLength(1);
    act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
    expect(store.getState().mode).toEqual({ kind: 'moving', push: false });
    // 170 px at 50 px/s = 3.4 s
    expect(startOf()).toBe(3400);
    // A release applies the move still waiting for its frame.
    fireEvent.pointerMove(window, { pointerId: 7, clientX: 112 + 222 });
    fireEvent.pointerUp(window, { pointerId: 7, clientX: 112 + 222 });
    // 212 px at 50 px/s = 4.24 s
    expect(startOf()).toBe(4240);
    expect(store.getState().mode).toEqual({ kind: 'idle' });
    fireEvent.click(tool('Undo'));
    expect(store.getState().history.document.tracks[3]!.items[0]!.startTime).toBe(0);
  });

  it('shows Export only with an item on the timeline', () => {
    const onExport = vi.fn();
    const empty = createEditorStore();
    const { unmount } = renderPanel(empty, [], onExport);
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.getByText(/Drag media here from the library/)).toBeTruthy();
    unmount();

    renderPanel(createEditorStore({ document: manyClips(1) }), undefined, onExport);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(onExport).toHaveBeenCalledOnce();
  });

  it('marks an item whose file is gone as offline and relinks it to a library file', () => {
    const store = createEditorStore({ document: manyClips(1) });
    renderPanel(store, [libraryFile('f2', 'videos', 6), libraryFile('a1', 'audios')]);
    expect(screen.getByText('Offline: clip 0 is not in the library')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Relink clip 0 to a library file' }));
    // Only files of the same kind are offered.
    expect(screen.queryByRole('button', { name: 'a1.webm' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'f2.webm' }));
    const item = store.getState().history.document.tracks[3]!.items[0]!;
    expect(item).toMatchObject({ mediaId: 'f2', name: 'f2.webm', sourceDuration: 6000 });
    expect(screen.queryByText(/Offline:/)).toBeNull();
  });

  it('adds a title at the playhead and edits its words, size and colour', () => {
    const store = createEditorStore();
    renderPanel(store, []);
    act(() => store.getState().seek(2000));
    fireEvent.click(tool('Add title'));
    expect(
      within(screen.getByRole('group', { name: 'Overlay 1 track' })).getByRole('button', {
        name: 'Your title, 0:02.0 to 0:12.0',
      }),
    ).toBeTruthy();

    const inspector = screen.getByRole('group', { name: 'Title' });
    const words = within(inspector).getByLabelText('Text');
    fireEvent.focus(words);
    fireEvent.change(words, { target: { value: 'Subscribe' } });
    fireEvent.change(words, { target: { value: 'Subscribe now' } });
    fireEvent.blur(words);
    fireEvent.change(within(inspector).getByLabelText('Size'), { target: { value: '96' } });
    fireEvent.change(within(inspector).getByLabelText('Colour'), { target: { value: '#ffcc00' } });
    expect(store.getState().history.document.tracks[1]!.items[0]!.text).toEqual({
      content: 'Subscribe now',
      fontSize: 96,
      color: '#ffcc00',
    });
    expect(screen.getByRole('button', { name: 'Subscribe now, 0:02.0 to 0:12.0' })).toBeTruthy();
    // The typing session was one undo step.
    fireEvent.click(tool('Undo'));
    fireEvent.click(tool('Undo'));
    fireEvent.click(tool('Undo'));
    expect(store.getState().history.document.tracks[1]!.items[0]!.text?.content).toBe('Your title');
  });

  it('runs the keyboard shortcuts: zoom, help, split and undo', () => {
    const store = createEditorStore({ document: manyClips(1) });
    renderPanel(store);
    const press = (key: string, init: KeyboardEventInit = {}) =>
      act(() => {
        window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
      });

    press('+');
    expect(screen.getByRole('button', { name: /^Zoom 150%/ })).toBeTruthy();
    press('0');
    expect(screen.getByRole('button', { name: /^Zoom 100%/ })).toBeTruthy();

    act(() => store.getState().select('c0'));
    act(() => store.getState().seek(400));
    press('b', { ctrlKey: true });
    expect(
      within(screen.getByRole('group', { name: 'Main Video track' })).getAllByRole('button', {
        name: /^clip 0,/,
      }),
    ).toHaveLength(2);
    press('z', { ctrlKey: true });
    expect(store.getState().history.document.tracks[3]!.items).toHaveLength(1);
    press('ArrowRight', { shiftKey: true });
    expect(store.getState().history.document.tracks[3]!.items[0]!.startTime).toBe(1000);

    // Keys pressed inside another modal (the export, a confirmation) are that modal's.
    const other = document.createElement('dialog');
    const button = document.createElement('button');
    other.append(button);
    document.body.append(other);
    act(() => {
      button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Delete', bubbles: true }));
    });
    expect(store.getState().history.document.tracks[3]!.items).toHaveLength(1);
    other.remove();

    press('?');
    expect(store.getState().helpOpen).toBe(true);
    press('Escape');
    expect(store.getState().helpOpen).toBe(false);
    press('Escape');
    expect(store.getState().selectedId).toBeNull();
  });
});
