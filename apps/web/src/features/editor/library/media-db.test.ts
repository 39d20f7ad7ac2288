import 'fake-indexeddb/auto';
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import type { LibraryFile } from './library-file';
import {
  FILES_STORE,
  LEGACY_MEDIA_DB_NAME,
  MediaDbError,
  countMediaFiles,
  deleteMediaDb,
  lazyMediaDb,
  listMediaOwners,
  mediaDbName,
  mediaOwnerOf,
  openMediaDb,
  toMediaDbError,
  type MediaOwner,
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

const ANN: MediaOwner = { userId: '6f1c0d3e-aaaa-4a7e-9a43-1f2b3c4d5e6f', demo: false };
const BOB: MediaOwner = { userId: '0b0b0b0b-bbbb-4a7e-9a43-1f2b3c4d5e6f', demo: false };
const DEMO: MediaOwner = { userId: 'd3d3d3d3-dddd-4a7e-9a43-1f2b3c4d5e6f', demo: true };

describe('media database', () => {
  it('keeps saved files across a reopen, then deletes and clears them', async () => {
    const factory = new IDBFactory();
    const first = await openMediaDb(ANN, factory);
    await first.putFile(libraryFile('1-1111', 'intro.mp3', 'intro audio'));
    await first.putFile(libraryFile('2-2222', 'outro.mp3'));
    first.close();

    // A fresh connection (as after a page reload) sees what was saved, blob bytes included.
    const second = await openMediaDb(ANN, factory);
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

    const third = await openMediaDb(ANN, factory);
    expect(await third.listFiles()).toEqual([]);
    third.close();
  });

  it('keeps each account’s library in a database of its own, a demo’s named apart', async () => {
    const factory = new IDBFactory();
    (await openMediaDb(ANN, factory)).close();
    (await openMediaDb(DEMO, factory)).close();
    const databases = await factory.databases();
    expect(databases.map((database) => database.name).sort()).toEqual([
      `reelwright-media-${ANN.userId}`,
      `reelwright-media-demo-${DEMO.userId}`,
    ]);
    expect(databases.every((database) => database.version === 1)).toBe(true);
    expect(FILES_STORE).toBe('files');
    expect(mediaOwnerOf(mediaDbName(DEMO))).toEqual(DEMO);
    expect(mediaOwnerOf(mediaDbName(ANN))).toEqual(ANN);
    expect(mediaOwnerOf(LEGACY_MEDIA_DB_NAME)).toBeNull();
  });

  it('reports a full disk as a quota error', async () => {
    const db = await openMediaDb(ANN, new IDBFactory());
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
    const missing = await openMediaDb(ANN).catch((error) => error);
    vi.unstubAllGlobals();
    expect(failure(missing)).toBe('unavailable');

    const broken = {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    } as unknown as IDBFactory;
    expect(failure(await openMediaDb(ANN, broken).catch((error) => error))).toBe('unavailable');
    // The lazy handle passes the same error on from any call.
    expect(
      failure(
        await lazyMediaDb(ANN, broken)
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
    const db = lazyMediaDb(ANN, factory);
    await db.putFile(libraryFile('3-3333', 'voice.mp3'));
    const reopened = await openMediaDb(ANN, factory);
    expect((await reopened.listFiles()).map((file) => file.id)).toEqual(['3-3333']);
    reopened.close();
  });
});

/** The old shared database as the earlier app left it, holding `files`. */
async function seedLegacy(factory: IDBFactory, files: LibraryFile[]): Promise<void> {
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(LEGACY_MEDIA_DB_NAME, 1);
    request.onupgradeneeded = () =>
      request.result.createObjectStore(FILES_STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  await new Promise<void>((resolve, reject) => {
    const transaction = database.transaction(FILES_STORE, 'readwrite');
    for (const file of files) transaction.objectStore(FILES_STORE).put(file);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
  database.close();
}

const names = async (factory: IDBFactory) =>
  (await factory.databases()).map((database) => database.name).sort();
const idsIn = async (owner: MediaOwner, factory: IDBFactory) => {
  const db = await openMediaDb(owner, factory);
  const ids = (await db.listFiles()).map((file) => file.id).sort();
  db.close();
  return ids;
};

describe('one library per account', () => {
  it('never shows one account’s files to another, nor to a demo', async () => {
    const factory = new IDBFactory();
    const ann = lazyMediaDb(ANN, factory);
    await ann.putFile(libraryFile('a-1', 'ann-take.webm'));
    const bob = lazyMediaDb(BOB, factory);
    expect(await bob.listFiles()).toEqual([]);
    await bob.putFile(libraryFile('b-1', 'bob-clip.mp4'));
    expect(await lazyMediaDb(DEMO, factory).listFiles()).toEqual([]);
    expect((await ann.listFiles()).map((file) => file.name)).toEqual(['ann-take.webm']);
    expect((await bob.listFiles()).map((file) => file.name)).toEqual(['bob-clip.mp4']);
    ann.close();
    bob.close();
  });

  it('hands the old shared database’s files to the first real account, then deletes it', async () => {
    const factory = new IDBFactory();
    await seedLegacy(factory, [libraryFile('old-1', 'old.mp3'), libraryFile('old-2', 'b.mp3')]);

    // A demo is anyone who clicked 'Try the demo': it gets none of them.
    expect(await idsIn(DEMO, factory)).toEqual([]);
    expect(await names(factory)).toContain(LEGACY_MEDIA_DB_NAME);

    expect(await idsIn(ANN, factory)).toEqual(['old-1', 'old-2']);
    await vi.waitFor(async () => expect(await names(factory)).not.toContain(LEGACY_MEDIA_DB_NAME));
    // The next account finds them gone, and no empty old database is made again.
    expect(await idsIn(BOB, factory)).toEqual([]);
    expect(await names(factory)).toEqual(
      [mediaDbName(ANN), mediaDbName(BOB), mediaDbName(DEMO)].sort(),
    );
  });

  it('deletes an account’s database while it is open; older handles cannot bring it back', async () => {
    const factory = new IDBFactory();
    const before = lazyMediaDb(ANN, factory);
    await before.putFile(libraryFile('a-1', 'take.webm'));
    await lazyMediaDb(BOB, factory).putFile(libraryFile('b-1', 'clip.mp4'));

    // The open connection steps aside, so the deletion is not blocked.
    await deleteMediaDb(ANN, factory);
    expect(await names(factory)).toEqual([mediaDbName(BOB)]);

    // A late save through the old handle (a take finishing after sign-out) is refused…
    const late = await before.putFile(libraryFile('a-2', 'late.webm')).catch((error) => error);
    expect(failure(late)).toBe('unavailable');
    expect(await names(factory)).toEqual([mediaDbName(BOB)]);
    // …while signing in again starts an empty library. Bob's is untouched.
    expect(await lazyMediaDb(ANN, factory).listFiles()).toEqual([]);
    expect(await idsIn(BOB, factory)).toEqual(['b-1']);
  });

  it('counts an account’s files without creating its database, and lists the owners', async () => {
    const factory = new IDBFactory();
    expect(await countMediaFiles(ANN, factory)).toBe(0);
    expect(await names(factory)).toEqual([]);

    const demo = lazyMediaDb(DEMO, factory);
    await demo.putFile(libraryFile('d-1', 'one.png'));
    await demo.putFile(libraryFile('d-2', 'two.png'));
    expect(await countMediaFiles(DEMO, factory)).toBe(2);
    await lazyMediaDb(ANN, factory).listFiles();
    expect(await countMediaFiles(ANN, factory)).toBe(0);

    const owners = await listMediaOwners(factory);
    expect(owners?.sort((a, b) => a.userId.localeCompare(b.userId))).toEqual([ANN, DEMO]);
    expect(await listMediaOwners({} as IDBFactory)).toBeNull();
    demo.close();
  });
});

function failure(error: unknown): string | undefined {
  return error instanceof MediaDbError ? error.kind : undefined;
}
