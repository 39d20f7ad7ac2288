import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileNotFoundError, type FileStore } from '../../../src/modules/files/file-store';

/**
 * What every file store promises the modules that use it (voice-over, thumbnails, account
 * deletion, the orphan sweep). `file-store.local.test.ts` and `file-store.s3.test.ts` run it.
 */
export type OpenFileStore = () => Promise<{ store: FileStore; dispose(): Promise<void> }>;

export async function readAll(stream: Readable): Promise<{ bytes: Buffer; chunks: number }> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return { bytes: Buffer.concat(chunks), chunks: chunks.length };
}

const MIME = 'application/octet-stream';

export function describeFileStoreContract(name: string, open: OpenFileStore) {
  describe(`${name}: the file store contract`, () => {
    let store: FileStore;
    let dispose: () => Promise<void>;
    beforeEach(async () => {
      ({ store, dispose } = await open());
    });
    afterEach(async () => {
      store.close();
      await dispose();
    });

    const contentOf = async (key: string, range?: { start: number; end: number }) =>
      (await readAll(await store.read(key, range))).bytes;

    it('keeps binary bytes exactly: every byte value, zeros and random data', async () => {
      const everyByte = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
      const random = randomBytes(70_000);
      await store.put('owner-a/every-byte.bin', everyByte, MIME);
      await store.put('owner-a/random.bin', new Uint8Array(random), 'audio/mpeg');
      await store.put('owner-a/empty.bin', new Uint8Array(0), MIME);

      expect((await contentOf('owner-a/every-byte.bin')).equals(everyByte)).toBe(true);
      expect((await contentOf('owner-a/random.bin')).equals(random)).toBe(true);
      expect(await contentOf('owner-a/empty.bin')).toHaveLength(0);
      expect(await store.size('owner-a/random.bin')).toBe(70_000);
      expect(await store.size('owner-a/empty.bin')).toBe(0);
    });

    it('keeps bytes that live in shared memory (what the pool threads hand over)', async () => {
      const random = randomBytes(300_000);
      const shared = new Uint8Array(new SharedArrayBuffer(random.byteLength));
      shared.set(random);
      await store.put('owner-a/shared.mp3', shared, 'audio/mpeg');
      expect((await contentOf('owner-a/shared.mp3')).equals(random)).toBe(true);
    });

    it('reads a byte range, inclusive at both ends', async () => {
      const bytes = randomBytes(1000);
      await store.put('owner-a/seek.mp3', bytes, 'audio/mpeg');
      for (const [start, end] of [
        [0, 0],
        [10, 19],
        [995, 999],
        [0, 999],
      ] as const) {
        const slice = await contentOf('owner-a/seek.mp3', { start, end });
        expect(slice.equals(bytes.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
      }
    });

    it('a missing key: read rejects with FileNotFoundError before any byte, size is null, remove is a no-op', async () => {
      await expect(store.read('owner-a/nothing.mp3')).rejects.toThrow(FileNotFoundError);
      await expect(store.read('owner-a/nothing.mp3', { start: 0, end: 9 })).rejects.toThrow(
        FileNotFoundError,
      );
      await expect(store.read('no-owner/deep/nothing.png')).rejects.toMatchObject({
        name: 'FileNotFoundError',
        key: 'no-owner/deep/nothing.png',
      });
      expect(await store.size('owner-a/nothing.mp3')).toBeNull();
      await expect(store.remove('owner-a/nothing.mp3')).resolves.toBeUndefined();

      await store.put('owner-a/gone.mp3', new Uint8Array([1, 2, 3]), 'audio/mpeg');
      await store.remove('owner-a/gone.mp3');
      await expect(store.read('owner-a/gone.mp3')).rejects.toThrow(FileNotFoundError);
      expect(await store.size('owner-a/gone.mp3')).toBeNull();
    });

    it('an overwrite replaces the bytes whole, whether shorter or longer', async () => {
      const long = randomBytes(5000);
      const short = Buffer.from('short');
      await store.put('owner-a/take.mp3', long, 'audio/mpeg');
      await store.put('owner-a/take.mp3', short, 'audio/mpeg');
      expect((await contentOf('owner-a/take.mp3')).equals(short)).toBe(true);
      expect(await store.size('owner-a/take.mp3')).toBe(5);
      await store.put('owner-a/take.mp3', long, 'audio/mpeg');
      expect((await contentOf('owner-a/take.mp3')).equals(long)).toBe(true);
    });

    it('keeps nested keys apart from their siblings', async () => {
      const keys = [
        'owner-a/a.bin',
        'owner-a/sub/a.bin',
        'owner-a/sub/deeper/a.bin',
        'owner-b/sub/a.bin',
      ];
      for (const key of keys) await store.put(key, Buffer.from(key), MIME);
      for (const key of keys) expect((await contentOf(key)).toString()).toBe(key);

      await store.remove('owner-a/sub/a.bin');
      expect(await store.size('owner-a/sub/a.bin')).toBeNull();
      for (const key of keys.filter((key) => key !== 'owner-a/sub/a.bin'))
        expect((await contentOf(key)).toString()).toBe(key);
    });

    it("lists each owner once and removes one owner's files only (not an owner whose id it prefixes)", async () => {
      expect(await store.owners()).toEqual([]);
      for (let i = 0; i < 5; i++) await store.put(`user-1/take-${i}.mp3`, Buffer.from([i]), MIME);
      await store.put('user-1/nested/thumb.png', Buffer.from('png'), 'image/png');
      await store.put('user-10/take.mp3', Buffer.from('ten'), MIME);
      await store.put('user-2/take.mp3', Buffer.from('two'), MIME);
      await store.put('user-3/a.bin', Buffer.from('3a'), MIME);
      await store.put('user-3/b.bin', Buffer.from('3b'), MIME);

      expect((await store.owners()).sort()).toEqual(['user-1', 'user-10', 'user-2', 'user-3']);

      await store.removeOwner('user-1');
      expect((await store.owners()).sort()).toEqual(['user-10', 'user-2', 'user-3']);
      for (let i = 0; i < 5; i++) expect(await store.size(`user-1/take-${i}.mp3`)).toBeNull();
      expect(await store.size('user-1/nested/thumb.png')).toBeNull();
      expect((await contentOf('user-10/take.mp3')).toString()).toBe('ten');
      expect((await contentOf('user-2/take.mp3')).toString()).toBe('two');

      await expect(store.removeOwner('user-404')).resolves.toBeUndefined();
      expect((await store.owners()).sort()).toEqual(['user-10', 'user-2', 'user-3']);
    });

    it('takes concurrent writes: many keys at once, and racing writers of one key leave one whole version', async () => {
      const many = Array.from({ length: 16 }, (_, i) => ({
        key: `owner-c/${i}.bin`,
        bytes: randomBytes(50_000 + i),
      }));
      await Promise.all(many.map(({ key, bytes }) => store.put(key, bytes, MIME)));
      const read = await Promise.all(many.map(({ key }) => contentOf(key)));
      read.forEach((bytes, i) => expect(bytes.equals(many[i]!.bytes), many[i]!.key).toBe(true));

      const versions = Array.from({ length: 8 }, (_, i) => Buffer.alloc(200_000 + i * 1000, i));
      await Promise.all(versions.map((bytes) => store.put('owner-c/race.bin', bytes, MIME)));
      const final = await contentOf('owner-c/race.bin');
      expect(versions.some((version) => version.equals(final))).toBe(true);
      expect(await store.size('owner-c/race.bin')).toBe(final.length);
      expect(await store.owners()).toEqual(['owner-c']);
    });

    it('streams an 8 MB object in many chunks, whole and by range', async () => {
      const big = randomBytes(8 * 1024 * 1024);
      await store.put('owner-a/big.bin', big, 'video/mp4');
      expect(await store.size('owner-a/big.bin')).toBe(big.length);

      const whole = await readAll(await store.read('owner-a/big.bin'));
      expect(whole.bytes.equals(big)).toBe(true);
      expect(whole.chunks).toBeGreaterThan(8);

      const start = 3 * 1024 * 1024 + 7;
      const end = 5 * 1024 * 1024;
      const part = await contentOf('owner-a/big.bin', { start, end });
      expect(part.equals(big.subarray(start, end + 1))).toBe(true);
    });

    it('refuses keys that could reach outside the store, before any I/O', async () => {
      for (const key of [
        '../x.bin',
        'a/../../b.bin',
        '/etc/passwd',
        'a//b',
        '',
        'a/./b',
        'a\\b',
        'sp ace',
      ]) {
        await expect(store.put(key, Buffer.from('x'), MIME), key).rejects.toThrow(/Bad file key/);
        await expect(store.read(key), key).rejects.toThrow(/Bad file key/);
        await expect(store.size(key), key).rejects.toThrow(/Bad file key/);
        await expect(store.remove(key), key).rejects.toThrow(/Bad file key/);
      }
      await expect(store.removeOwner('..')).rejects.toThrow(/Bad file key/);
      expect(await store.owners()).toEqual([]);
    });
  });
}
