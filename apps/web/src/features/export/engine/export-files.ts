/** The names of the files a long export streams into the origin private file system (OPFS). */
export const EXPORT_FILE_PREFIX = 'reelwright-export-';

/**
 * Removes every export file from the origin private file system: before a new export, and when
 * someone signs out (an export is the signed-in user's video; it is no one else's business).
 * Resolves either way; a leftover file only takes space.
 */
export async function removeExportFiles(root?: FileSystemDirectoryHandle | null): Promise<void> {
  try {
    const directory =
      root ??
      (typeof navigator === 'undefined'
        ? null
        : await navigator.storage?.getDirectory?.().catch(() => null));
    if (!directory) return;
    const names: string[] = [];
    for await (const name of (
      directory as FileSystemDirectoryHandle & { keys(): AsyncIterable<string> }
    ).keys())
      if (name.startsWith(EXPORT_FILE_PREFIX)) names.push(name);
    await Promise.all(names.map((name) => directory.removeEntry(name).catch(() => {})));
  } catch {
    // Listing is a nicety; a leftover file only takes space until the next export.
  }
}
