import { BufferTarget, StreamTarget, type Target } from 'mediabunny';
import { EXPORT_FILE_PREFIX } from '../export-files';
import { shouldStreamToDisk, type ExportSettings } from '../export-settings';

/**
 * Where the file is written: memory normally; a file in the origin private file system when
 * the estimate passes 100 MB (and the browser can write one), so a long export does not hold
 * the whole file in memory.
 */
export async function openTarget(
  settings: ExportSettings,
  durationMs: number,
): Promise<{
  target: Target;
  streamed: boolean;
  result: (mimeType: string) => Promise<Blob>;
  discard: () => Promise<void>;
}> {
  if (shouldStreamToDisk(settings, durationMs)) {
    const root = await navigator.storage?.getDirectory?.().catch(() => null);
    if (root) {
      const name = `${EXPORT_FILE_PREFIX}${Date.now()}.${settings.format}`;
      const handle = await root.getFileHandle(name, { create: true });
      if ('createWritable' in handle) {
        const writable = await handle.createWritable();
        return {
          target: new StreamTarget(writable, { chunked: true }),
          streamed: true,
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
  };
}
