import { afterEach, describe, expect, it, vi } from 'vitest';
import '../editor-locales';
import type { LibraryFile } from './library-file';
import { MediaDbError, type MediaDb } from './media-db';
import { MediaReadError, mediaKindOf } from './read-media';
import { createLibraryStore, fileById } from './library-store';

function record(id: string, name: string, createdAt: string, extra: Partial<LibraryFile> = {}) {
  const kind = mediaKindOf(extra.mimeType ?? 'video/mp4') ?? 'videos';
  return {
    id,
    name,
    type: kind,
    mediaType: kind,
    mimeType: 'video/mp4',
    size: 10,
    blob: new Blob([name]),
    duration: 3,
    width: 640,
    height: 360,
    createdAt,
    source: 'upload',
    ...extra,
  } satisfies LibraryFile;
}

/** An in-memory database with the MediaDb contract; `failPut` makes saves fail. */
function fakeDb(initial: LibraryFile[] = [], failPut?: (file: LibraryFile) => Error | undefined) {
  const saved = new Map(initial.map((file) => [file.id, file]));
  const db: MediaDb = {
    listFiles: async () => [...saved.values()],
    putFile: async (file) => {
      const failure = failPut?.(file);
      if (failure) throw failure;
      saved.set(file.id, file);
    },
    deleteFile: async (id) => {
      saved.delete(id);
    },
    clearFiles: async () => {
      saved.clear();
    },
  };
  return { db, saved };
}

function fakeUrls() {
  let next = 0;
  const live = new Set<string>();
  return {
    live,
    create: vi.fn((_blob: Blob) => {
      next += 1;
      const url = `blob:test/${next}`;
      live.add(url);
      return url;
    }),
    revoke: vi.fn((url: string) => {
      live.delete(url);
    }),
  };
}

let clock = Date.UTC(2025, 0, 1);
/** A reader that stamps each file a millisecond apart and refuses `.txt` files. */
const fakeRead = async (file: File): Promise<LibraryFile> => {
  if (file.name.endsWith('.txt')) {
    throw new MediaReadError(file.name, 'unsupported', 'not a video, audio or image file');
  }
  if (file.name.startsWith('broken')) {
    throw new MediaReadError(file.name, 'failed', 'Decoding failed');
  }
  clock += 1;
  return record(`${clock}-1234`, file.name, new Date(clock).toISOString(), {
    mimeType: file.type,
    blob: file,
  });
};

const file = (name: string, type = 'video/mp4') => new File([name], name, { type });

describe('library store', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads the saved files newest first, with a URL for each', async () => {
    const urls = fakeUrls();
    const { db } = fakeDb([
      record('1-1000', 'old.mp4', '2024-05-01T00:00:00.000Z'),
      record('3-3000', 'new.mp4', '2024-07-01T00:00:00.000Z', {
        poster: new Blob(['jpeg'], { type: 'image/jpeg' }),
      }),
      record('2-2000', 'mid.mp4', '2024-06-01T00:00:00.000Z'),
    ]);
    const store = createLibraryStore({
      db,
      objectUrls: urls,
      estimate: async () => ({ usage: 1000, quota: 5000 }),
    });
    expect(store.getState().loaded).toBe(false);
    await store.getState().load();
    const state = store.getState();
    expect(state.loaded).toBe(true);
    expect(state.files.map((f) => f.name)).toEqual(['new.mp4', 'mid.mp4', 'old.mp4']);
    expect(Object.keys(state.urls).sort()).toEqual(['1-1000', '2-2000', '3-3000']);
    expect(Object.keys(state.posterUrls)).toEqual(['3-3000']);
    expect(state.storage).toEqual({ usage: 1000, quota: 5000 });
    expect(fileById(state, '2-2000')?.name).toBe('mid.mp4');
    expect(fileById(state, 'nope')).toBeUndefined();
  });

  it('uploads the good files when one fails and names the failed one in the banner', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { db, saved } = fakeDb();
    const store = createLibraryStore({ db, read: fakeRead, objectUrls: fakeUrls() });
    await store.getState().load();

    const upload = store
      .getState()
      .upload([file('a.mp4'), file('notes.txt', 'text/plain'), file('b.mp3', 'audio/mpeg')]);
    expect(store.getState().uploading).toBe(true);
    const added = await upload;

    const state = store.getState();
    expect(state.uploading).toBe(false);
    expect(added.map((f) => f.name)).toEqual(['a.mp4', 'b.mp3']);
    expect([...saved.values()].map((f) => f.name).sort()).toEqual(['a.mp4', 'b.mp3']);
    expect(state.files.map((f) => f.name)).toEqual(['b.mp3', 'a.mp4']);
    expect(state.files.map((f) => f.type)).toEqual(['audios', 'videos']);
    expect(state.error).toBe('notes.txt: not a video, audio or image file');

    store.getState().dismissError();
    expect(store.getState().error).toBeNull();
  });

  it('refuses a file this browser cannot play, saying why and what to convert it to', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { db, saved } = fakeDb();
    const read = async (upload: File): Promise<LibraryFile> => {
      if (upload.name.endsWith('.mov'))
        throw new MediaReadError(upload.name, 'unplayable', 'cannot play', {
          unplayable: { kind: 'codec', track: 'video', codec: 'ProRes', media: 'video' },
        });
      throw new MediaReadError(upload.name, 'unplayable', 'cannot play', {
        unplayable: { kind: 'container', format: 'AVI', media: 'video' },
      });
    };
    const store = createLibraryStore({ db, read, objectUrls: fakeUrls() });
    await store.getState().load();
    const added = await store
      .getState()
      .upload([
        file('clip-prores.mov', 'video/quicktime'),
        file('clip-mpeg4.avi', 'video/x-msvideo'),
      ]);
    expect(added).toEqual([]);
    expect(saved.size).toBe(0);
    expect(store.getState().error).toBe(
      [
        "clip-prores.mov: ProRes video can't be played in this browser — convert it to MP4 (H.264)",
        "clip-mpeg4.avi: AVI files can't be opened in this browser — convert it to MP4 (H.264)",
      ].join('\n'),
    );
  });

  it('names every failed file, once each', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { db } = fakeDb([], (f) =>
      f.name === 'c.mp4' ? new MediaDbError('failed', 'disk error') : undefined,
    );
    const store = createLibraryStore({ db, read: fakeRead, objectUrls: fakeUrls() });
    await store.getState().upload([file('broken.mov'), file('c.mp4'), file('d.mp4')]);
    expect(store.getState().error).toBe('broken.mov: Decoding failed\nCould not save c.mp4');
    expect(store.getState().files.map((f) => f.name)).toEqual(['d.mp4']);
  });

  it('says storage is full on a quota error and keeps nothing unsaved', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { db } = fakeDb([], () => new MediaDbError('quota', 'QuotaExceededError'));
    const store = createLibraryStore({ db, read: fakeRead, objectUrls: fakeUrls() });
    await store.getState().upload([file('huge.mp4'), file('huge2.mp4')]);
    expect(store.getState().error).toBe('Storage is full: delete some files and try again');
    expect(store.getState().files).toEqual([]);
  });

  it('keeps working in memory when the browser cannot save files', async () => {
    const unavailable = () => Promise.reject(new MediaDbError('unavailable', 'no IndexedDB'));
    const db: MediaDb = {
      listFiles: unavailable,
      putFile: unavailable,
      deleteFile: unavailable,
      clearFiles: unavailable,
    };
    const store = createLibraryStore({ db, read: fakeRead, objectUrls: fakeUrls() });
    await store.getState().load();
    expect(store.getState().loaded).toBe(true);
    expect(store.getState().error).toBe('Your browser does not support file saving');
    store.getState().dismissError();

    await store.getState().upload([file('session.mp4')]);
    expect(store.getState().files.map((f) => f.name)).toEqual(['session.mp4']);
    expect(store.getState().error).toBe('Your browser does not support file saving');
  });

  it('revokes the URLs of a removed file and deletes it from the database', async () => {
    const urls = fakeUrls();
    const { db, saved } = fakeDb([
      record('1-1000', 'keep.mp4', '2024-05-01T00:00:00.000Z'),
      record('2-2000', 'gone.mp4', '2024-06-01T00:00:00.000Z', { poster: new Blob(['p']) }),
    ]);
    const store = createLibraryStore({ db, objectUrls: urls });
    await store.getState().load();
    const goneUrl = store.getState().urls['2-2000']!;
    const goneposter = store.getState().posterUrls['2-2000']!;

    await store.getState().remove('2-2000');

    expect(urls.revoke).toHaveBeenCalledWith(goneUrl);
    expect(urls.revoke).toHaveBeenCalledWith(goneposter);
    expect(urls.live.has(goneUrl)).toBe(false);
    expect(store.getState().urls['2-2000']).toBeUndefined();
    expect(store.getState().files.map((f) => f.name)).toEqual(['keep.mp4']);
    expect([...saved.keys()]).toEqual(['1-1000']);
  });

  it('clears everything and frees every URL', async () => {
    const urls = fakeUrls();
    const { db, saved } = fakeDb([
      record('1-1000', 'a.mp4', '2024-05-01T00:00:00.000Z'),
      record('2-2000', 'b.mp4', '2024-06-01T00:00:00.000Z'),
    ]);
    const store = createLibraryStore({ db, objectUrls: urls });
    await store.getState().load();
    await store.getState().clearAll();
    expect(store.getState().files).toEqual([]);
    expect(store.getState().urls).toEqual({});
    expect(urls.live.size).toBe(0);
    expect(saved.size).toBe(0);
  });

  it('keeps the list when clearing fails (only logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { db } = fakeDb([record('1-1000', 'a.mp4', '2024-05-01T00:00:00.000Z')]);
    db.clearFiles = () => Promise.reject(new MediaDbError('failed', 'boom'));
    const store = createLibraryStore({ db, objectUrls: fakeUrls() });
    await store.getState().load();
    await store.getState().clearAll();
    expect(store.getState().files).toHaveLength(1);
    expect(store.getState().error).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('adds a recording made by code, saved and listed first', async () => {
    const { db, saved } = fakeDb([record('1-1000', 'a.mp4', '2024-05-01T00:00:00.000Z')]);
    const store = createLibraryStore({ db, objectUrls: fakeUrls() });
    await store.getState().load();
    const take = record('9-9000', 'Recording.webm', '2025-01-01T00:00:00.000Z', {
      source: 'teleprompter',
    });
    expect(await store.getState().add(take)).toBe(true);
    expect(saved.get('9-9000')?.source).toBe('teleprompter');
    expect(store.getState().files[0]?.id).toBe('9-9000');
    expect(store.getState().urls['9-9000']).toMatch(/^blob:test\//);
  });

  it('frees every URL on dispose and makes them again on the next load', async () => {
    const urls = fakeUrls();
    const { db } = fakeDb([
      record('1-1000', 'a.mp4', '2024-05-01T00:00:00.000Z', { poster: new Blob(['p']) }),
    ]);
    const store = createLibraryStore({ db, objectUrls: urls });
    await store.getState().load();
    expect(urls.live.size).toBe(2);
    store.getState().dispose();
    expect(urls.live.size).toBe(0);
    expect(store.getState().urls).toEqual({});

    await store.getState().load();
    expect(urls.live.size).toBe(2);
    expect(store.getState().urls['1-1000']).toMatch(/^blob:test\//);
    expect(store.getState().posterUrls['1-1000']).toMatch(/^blob:test\//);
    expect(store.getState().files).toHaveLength(1);
  });
});
