// The origin private file system as the export uses it: only when the browser says there is room
// for what will be written (a private window's is small and kept in memory), and with writes
// whose failure — the disk or the quota full after all — is known at once rather than left to
// stall whoever waits on them.

/** The private file system's root when `bytes` more fit in this origin's quota, else null. */
export async function privateRootWithRoom(
  bytes: number,
): Promise<FileSystemDirectoryHandle | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const root = await storage?.getDirectory?.().catch(() => null);
  if (!root) return null;
  const estimate = await storage?.estimate?.().catch(() => null);
  if (estimate?.quota !== undefined && estimate.quota - (estimate.usage ?? 0) < bytes * 1.1)
    return null;
  return root;
}

/** A writable stream whose first failed write is also reported through `failed`. */
export function watchedWrites(writable: FileSystemWritableFileStream): {
  stream: WritableStream;
  failed: Promise<never>;
} {
  let fail: (error: unknown) => void = () => {};
  const failed = new Promise<never>((_, reject) => (fail = reject));
  failed.catch(() => {});
  const writer = writable.getWriter();
  const stream = new WritableStream({
    write: (chunk) =>
      writer.write(chunk).catch((error: unknown) => {
        fail(error);
        throw error;
      }),
    close: () => writer.close(),
    abort: (reason) => writer.abort(reason),
  });
  return { stream, failed };
}
