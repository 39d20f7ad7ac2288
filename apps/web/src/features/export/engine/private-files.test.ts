import { afterEach, describe, expect, it, vi } from 'vitest';
import { privateRootWithRoom, watchedWrites } from './private-files';

// The export writes long files into the origin's private file system only where there is room,
// and a write that fails there must stop the export rather than leave it waiting.

const root = { kind: 'directory', name: '' } as unknown as FileSystemDirectoryHandle;

function storageWith(estimate: StorageEstimate | Error) {
  vi.stubGlobal('navigator', {
    storage: {
      getDirectory: async () => root,
      estimate: async () => {
        if (estimate instanceof Error) throw estimate;
        return estimate;
      },
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('privateRootWithRoom', () => {
  it('gives the root when what will be written fits, with a tenth to spare', async () => {
    storageWith({ quota: 1_000, usage: 400 });
    expect(await privateRootWithRoom(500)).toBe(root);
  });

  it('gives nothing when the quota left is too small (a private window keeps it in memory)', async () => {
    storageWith({ quota: 1_000, usage: 400 });
    expect(await privateRootWithRoom(560)).toBeNull();
  });

  it('trusts the file system when the browser gives no estimate', async () => {
    storageWith(new Error('estimate unavailable'));
    expect(await privateRootWithRoom(10 ** 12)).toBe(root);
  });

  it('gives nothing where there is no private file system', async () => {
    vi.stubGlobal('navigator', { storage: {} });
    expect(await privateRootWithRoom(1)).toBeNull();
  });
});

describe('watchedWrites', () => {
  /** A file's writable stream that keeps what it is given, or fails from the `failAt`th write. */
  function fileStream(failAt = Number.POSITIVE_INFINITY) {
    const written: number[] = [];
    let closed = false;
    const stream = new WritableStream<Uint8Array>({
      write(chunk) {
        if (written.length + 1 >= failAt) throw new DOMException('Disk full', 'QuotaExceededError');
        written.push(chunk.length);
      },
      close() {
        closed = true;
      },
    });
    return { stream: stream as FileSystemWritableFileStream, written, isClosed: () => closed };
  }

  it('passes the writes through to the file and closes it', async () => {
    const file = fileStream();
    const { stream } = watchedWrites(file.stream);
    const writer = stream.getWriter();
    await writer.write(new Uint8Array(3));
    await writer.write(new Uint8Array(5));
    await writer.close();
    expect(file.written).toEqual([3, 5]);
    expect(file.isClosed()).toBe(true);
  });

  it('reports the first failed write through `failed`, for whoever waits elsewhere', async () => {
    const file = fileStream(2);
    const { stream, failed } = watchedWrites(file.stream);
    const writer = stream.getWriter();
    await writer.write(new Uint8Array(3));
    await expect(writer.write(new Uint8Array(5))).rejects.toThrow('Disk full');
    await expect(failed).rejects.toThrow('Disk full');
  });
});
