import { BufferTarget, StreamTarget, type Target } from 'mediabunny';
import { EXPORT_FILE_PREFIX } from '../export-files';
import { estimatedBytes, shouldStreamToDisk, type ExportSettings } from '../export-settings';
import { privateRootWithRoom, watchedWrites } from '../private-files';

/**
 * Where the file is written: memory normally; a file in the origin private file system when
 * the estimate passes 100 MB (and the browser has room for it there), so a long export does not
 * hold the whole file in memory. `failed` rejects if a write to that file fails.
 */
export async function openTarget(
  settings: ExportSettings,
  durationMs: number,
): Promise<{
  target: Target;
  streamed: boolean;
  result: (mimeType: string) => Promise<Blob>;
  discard: () => Promise<void>;
  failed: Promise<never>;
}> {
  if (shouldStreamToDisk(settings, durationMs)) {
    const root = await privateRootWithRoom(estimatedBytes(settings, durationMs));
    if (root) {
      const name = `${EXPORT_FILE_PREFIX}${Date.now()}.${settings.format}`;
      const handle = await root.getFileHandle(name, { create: true });
      if ('createWritable' in handle) {
        const writes = watchedWrites(await handle.createWritable());
        return {
          target: new StreamTarget(writes.stream, { chunked: true }),
          streamed: true,
          failed: writes.failed,
          result: async (mimeType) => new Blob([await handle.getFile()], { type: mimeType }),
          discard: () => root.removeEntry(name).catch(() => {}),
        };
      }
    }
  }
  const target = new BufferTarget();
  return {
    target,
    streamed: false,
    result: async (mimeType) => new Blob([target.buffer ?? new ArrayBuffer(0)], { type: mimeType }),
    discard: async () => {},
    failed: new Promise<never>(() => {}),
  };
}
