import {
  act,
  createEvent,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import '../editor-locales';
import { LibraryStoreProvider } from './library-context';
import type { LibraryFile, MediaKind } from './library-file';
import { LIBRARY_DRAG_TYPE, LibraryPanel } from './library-panel';
import { createLibraryStore } from './library-store';
import type { MediaDb } from './media-db';
import { MediaReadError, mediaKindOf } from './read-media';

function record(id: string, name: string, kind: MediaKind, extra: Partial<LibraryFile> = {}) {
  return {
    id,
    name,
    type: kind,
    mediaType: kind,
    mimeType: kind === 'videos' ? 'video/mp4' : kind === 'audios' ? 'audio/mpeg' : 'image/png',
    size: 1536,
    blob: new Blob([name]),
    duration: kind === 'images' ? 0 : 65,
    width: kind === 'audios' ? 0 : 1280,
    height: kind === 'audios' ? 0 : 720,
    createdAt: `2025-01-0${id}T00:00:00.000Z`,
    source: 'upload',
    ...extra,
  } satisfies LibraryFile;
}

function memoryDb(initial: LibraryFile[]): MediaDb {
  const saved = new Map(initial.map((file) => [file.id, file]));
  return {
    listFiles: async () => [...saved.values()],
    putFile: async (file) => {
      saved.set(file.id, file);
    },
    deleteFile: async (id) => {
      saved.delete(id);
    },
    clearFiles: async () => {
      saved.clear();
    },
  };
}

let stamp = 5;
const quickRead = async (file: File): Promise<LibraryFile> => {
  const kind = mediaKindOf(file.type);
  if (kind === null) {
    throw new MediaReadError(file.name, 'unsupported', 'not a video, audio or image file');
  }
  stamp += 1;
  return record(String(stamp), file.name, kind, { blob: file });
};

function renderPanel({
  files = [] as LibraryFile[],
  read = quickRead,
  selectedFileId = null as string | null,
} = {}) {
  let next = 0;
  const store = createLibraryStore({
    db: memoryDb(files),
    read,
    objectUrls: { create: () => `blob:test/${(next += 1)}`, revoke: () => {} },
    estimate: async () => ({ usage: 12.3 * 1024 * 1024, quota: 2 * 1024 ** 3 }),
  });
  const props = {
    selectedFileId,
    onFileSelect: vi.fn(),
    onFileAdd: vi.fn(),
    onFileDragStart: vi.fn(),
    onFileDragEnd: vi.fn(),
  };
  render(
    <LibraryStoreProvider store={store}>
      <LibraryPanel {...props} />
    </LibraryStoreProvider>,
  );
  return { store, props };
}

const sample = [
  record('1', 'intro.mp4', 'videos'),
  record('2', 'outro.mp4', 'videos'),
  record('3', 'music.mp3', 'audios', { waveform: [0.1, 1, 0.4] }),
];

const row = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const uploadButton = () => screen.getByRole('button', { name: /^(Upload|Uploading\.\.\.)$/ });

describe('library panel', () => {
  it('shows the tabs with their counts, Videos first, and moves between them with arrows', async () => {
    renderPanel({ files: sample });
    expect(screen.getByRole('heading', { name: 'Media library' })).toBeTruthy();
    await screen.findByText('intro.mp4');

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Videos2', 'Audio1', 'Images0']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    // Newest first, with size and m:ss.
    const list = screen.getByRole('list', { name: 'Videos' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByTitle(/\.mp4$/).textContent)).toEqual([
      'outro.mp4',
      'intro.mp4',
    ]);
    expect(within(items[0]!).getByText('1.5 KB · 1:05')).toBeTruthy();
    expect(screen.getByText('Formats: MP4, MOV, WebM')).toBeTruthy();

    // Only the selected tab is in the Tab order; arrows move the selection and the focus.
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('music.mp3')).toBeTruthy();
    expect(screen.getByText('Formats: MP3, WAV, M4A, OGG')).toBeTruthy();

    fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[2]);
    expect(screen.getByText('No images yet. Use the Upload button to add some.')).toBeTruthy();
    expect(screen.getByText('Formats: JPG, PNG, GIF, WebP')).toBeTruthy();
    // Wraps around.
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tabs[2]);
  });

  it('says a tab is empty and shows the storage in use', async () => {
    renderPanel();
    expect(screen.getByText('No videos yet. Use the Upload button to add some.')).toBeTruthy();
    expect(await screen.findByText('Storage: 12.3 MB of 2.0 GB used')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Clear all' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('asks before clearing everything', async () => {
    const { store } = renderPanel({ files: sample });
    await screen.findByText('intro.mp4');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear the media library?' });
    expect(
      within(dialog).getByText('Delete ALL uploaded files? This cannot be undone.'),
    ).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.getState().files).toHaveLength(3);
    expect(screen.getByText('intro.mp4')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Clear the media library?' })).getByRole('button', {
        name: 'Delete all',
      }),
    );
    expect(
      await screen.findByText('No videos yet. Use the Upload button to add some.'),
    ).toBeTruthy();
    expect(store.getState().files).toEqual([]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Videos0',
      'Audio0',
      'Images0',
    ]);
  });

  it('disables Upload and shows progress while files upload', async () => {
    let finish: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    renderPanel({
      read: async (file) => {
        await gate;
        return quickRead(file);
      },
    });
    const input = screen.getByLabelText('Upload files') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('video/*,audio/*,image/*');

    fireEvent.change(input, {
      target: { files: [new File(['x'], 'beach.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(uploadButton().textContent).toBe('Uploading...'));
    expect((uploadButton() as HTMLButtonElement).disabled).toBe(true);

    await act(async () => finish());
    await waitFor(() => expect(uploadButton().textContent).toBe('Upload'));
    expect((uploadButton() as HTMLButtonElement).disabled).toBe(false);
    // The new image is shown: the panel moved to its tab.
    expect(screen.getByRole('tab', { name: /Images/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('beach.png')).toBeTruthy();
    expect(screen.getByText('1.5 KB · 1280×720')).toBeTruthy();
  });

  it('shows a failed upload in a banner that can be dismissed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPanel();
    fireEvent.change(screen.getByLabelText('Upload files'), {
      target: {
        files: [
          new File(['x'], 'notes.txt', { type: 'text/plain' }),
          new File(['y'], 'clip.mp4', { type: 'video/mp4' }),
        ],
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('notes.txt: not a video, audio or image file');
    expect(await screen.findByText('clip.mp4')).toBeTruthy();

    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uploads files dropped on the upload area', async () => {
    const { store } = renderPanel();
    const zone = screen.getByText('Drop files here or click to choose').parentElement!;
    const dropped = new File(['v'], 'dropped.mp4', { type: 'video/mp4' });
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [dropped] } });
    expect(await screen.findByText('dropped.mp4')).toBeTruthy();
    expect(store.getState().files.map((file) => file.name)).toEqual(['dropped.mp4']);
  });

  it('selects, adds and drags a file from its row, and deletes it', async () => {
    const { props, store } = renderPanel({ files: sample, selectedFileId: '1' });
    await screen.findByText('intro.mp4');
    const intro = row('intro.mp4');
    expect(intro.getAttribute('aria-pressed')).toBe('true');
    expect(row('outro.mp4').getAttribute('aria-pressed')).toBe('false');
    expect(intro.getAttribute('draggable')).toBe('true');
    expect(intro.tabIndex).toBe(0);

    fireEvent.click(intro);
    expect(props.onFileSelect).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }));
    fireEvent.keyDown(intro, { key: 'Enter' });
    expect(props.onFileAdd).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }));
    fireEvent.doubleClick(row('outro.mp4'));
    expect(props.onFileAdd).toHaveBeenLastCalledWith(expect.objectContaining({ id: '2' }));

    const dataTransfer = { setData: vi.fn(), effectAllowed: 'all' };
    const dragStart = createEvent.dragStart(intro);
    Object.defineProperty(dragStart, 'dataTransfer', { value: dataTransfer });
    fireEvent(intro, dragStart);
    expect(dataTransfer.setData).toHaveBeenCalledWith(LIBRARY_DRAG_TYPE, '1');
    expect(dataTransfer.setData).toHaveBeenCalledWith('application/x-reelwright-file', '1');
    expect(dataTransfer.effectAllowed).toBe('copy');
    expect(props.onFileDragStart).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }));
    fireEvent.dragEnd(intro);
    expect(props.onFileDragEnd).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Delete intro.mp4' }));
    await waitFor(() => expect(screen.queryByText('intro.mp4')).toBeNull());
    // The keyboard focus stays in the list, on the remaining row.
    expect(document.activeElement).toBe(row('outro.mp4'));
    expect(store.getState().files.map((file) => file.name)).toEqual(['music.mp3', 'outro.mp4']);
    expect(screen.getByRole('tab', { name: /Videos/ }).textContent).toBe('Videos1');
  });

  it('draws an audio file’s waveform', async () => {
    renderPanel({ files: sample });
    await screen.findByText('intro.mp4');
    fireEvent.click(screen.getByRole('tab', { name: /Audio/ }));
    const bars = row('music.mp3').querySelectorAll('svg rect');
    expect(bars).toHaveLength(32);
  });
});
