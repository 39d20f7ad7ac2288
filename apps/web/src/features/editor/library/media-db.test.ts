import 'fake-indexeddb/auto';
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import type { LibraryFile } from './library-file';
import {
  FILES_STORE,
  MEDIA_DB_NAME,
  MediaDbError,
  lazyMediaDb,
  openMediaDb,
  toMediaDbError,
} from './media-db';

// happy-dom's Blob does not survive IndexedDB's structured clone; Node's does, as a browser's
// does. (A computed specifier: the web app's types know nothing of Node.)
const nodeBuffer = 'node:buffer';
const { Blob: NodeBlob } = (await import(/* @vite-ignore */ nodeBuffer)) as { Blob: typeof Blob };

function libraryFile(id: string, name: string, text = 'bytes'): LibraryFile {
  return {
    id,
    name,
    type: 'audios',
    mediaType: 'audios',
    mimeType: 'audio/mpeg',
    size: text.length,
    blob: new NodeBlob([text], { type: 'audio/mpeg' }),
    duration: 12.5,
    width: 0,
    height: 0,
    createdAt: '2025-01-01T10:00:00.000Z',
    source: 'upload',
    waveform: [0, 0.5, 1],
  };
}

describe('media database', () => {
  it('keeps saved files across a reopen, then deletes and clears them', async () => {
    const factory = new IDBFactory();
    const first = await openMediaDb(factory);
    await first.putFile(libraryFile('1-1111', 'intro.mp3', 'intro audio'));
    await first.putFile(libraryFile('2-2222', 'outro.mp3'));
    first.close();

    // A fresh connection (as after a page reload) sees what was saved, blob bytes included.
    const second = await openMediaDb(factory);
    const saved = await second.listFiles();
    expect(saved.map((file) => file.name).sort()).toEqual(['intro.mp3', 'outro.mp3']);
    const intro = saved.find((file) => file.id === '1-1111')!;
    expect(await intro.blob.text()).toBe('intro audio');
    expect(intro.waveform).toEqual([0, 0.5, 1]);
    expect(intro.duration).toBe(12.5);

    await second.deleteFile('1-1111');
    expect((await second.listFiles()).map((file) => file.id)).toEqual(['2-2222']);
    await second.clearFiles();
    second.close();

    const third = await openMediaDb(factory);
    expect(await third.listFiles()).toEqual([]);
    third.close();
  });

  it('uses the old product’s database name, version and store', async () => {
    const factory = new IDBFactory();
    (await openMediaDb(factory)).close();
    const databases = await factory.databases();
    expect(databases).toEqual([{ name: MEDIA_DB_NAME, version: 1 }]);
    expect(MEDIA_DB_NAME).toBe('MVP_VideoEditor');
    expect(FILES_STORE).toBe('files');
  });

  it('reports a full disk as a quota error', async () => {
    const db = await openMediaDb(new IDBFactory());
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const failure = await db.putFile(libraryFile('1-1111', 'big.mp3')).catch((error) => error);
    expect(failure).toBeInstanceOf(MediaDbError);
    expect(failure.kind).toBe('quota');
    db.close();
  });

  it('reports a browser without IndexedDB, or one that will not open it, as unavailable', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const missing = await openMediaDb().catch((error) => error);
    vi.unstubAllGlobals();
    expect(failure(missing)).toBe('unavailable');

    const broken = {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    } as unknown as IDBFactory;
    expect(failure(await openMediaDb(broken).catch((error) => error))).toBe('unavailable');
    // The lazy handle passes the same error on from any call.
    expect(
      failure(
        await lazyMediaDb(broken)
          .listFiles()
          .catch((error) => error),
      ),
    ).toBe('unavailable');
  });

  it('classifies other failures as failed', () => {
    expect(toMediaDbError(new DOMException('gone', 'InvalidStateError')).kind).toBe('failed');
    expect(toMediaDbError(new DOMException('full', 'QuotaExceededError')).kind).toBe('quota');
  });

  it('opens lazily and saves for real', async () => {
    const factory = new IDBFactory();
    const db = lazyMediaDb(factory);
    await db.putFile(libraryFile('3-3333', 'voice.mp3'));
    const reopened = await openMediaDb(factory);
    expect((await reopened.listFiles()).map((file) => file.id)).toEqual(['3-3333']);
    reopened.close();
  });
});

function failure(error: unknown): string | undefined {
  return error instanceof MediaDbError ? error.kind : undefined;
}
