import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * One file of an archive: text is deflated; a Blob (media, already compressed) is stored as it
 * is, read in slices that go straight into the output.
 */
export interface ZipSource {
  /** `/`-separated, as the archive spells it */
  name: string;
  data: string | Blob;
}

/** Bytes of the archive's Blobs done of their total. */
export type ZipProgress = (done: number, total: number) => void;

/** Read in slices this big, so a large file is never one more buffer in memory. */
const CHUNK_BYTES = 4 * 1024 ** 2;

/**
 * Packs the sources, in order, into one zip Blob with fflate's streaming `Zip`. A stored Blob
 * is never read whole: its 4 MB slices go into the archive's parts one by one, and the parts
 * become the result, so a big video is held once (as parts), not twice. `onProgress` counts the
 * Blobs' bytes; the abort rejects with an `AbortError`.
 */
export async function writeZip(
  sources: readonly ZipSource[],
  options: { onProgress?: ZipProgress; signal?: AbortSignal } = {},
): Promise<Blob> {
  const parts: Uint8Array[] = [];
  let failure: Error | null = null;
  let finished = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else parts.push(chunk);
    if (final) finished = true;
  });
  const total = sources.reduce(
    (sum, source) => sum + (typeof source.data === 'string' ? 0 : source.data.size),
    0,
  );
  let done = 0;
  options.onProgress?.(0, total);
  for (const { name, data } of sources) {
    if (options.signal?.aborted) throw new DOMException('The archive was stopped', 'AbortError');
    if (typeof data === 'string') {
      const text = new ZipDeflate(name, { level: 6 });
      zip.add(text);
      text.push(strToU8(data), true);
      continue;
    }
    const entry = new ZipPassThrough(name);
    zip.add(entry);
    const size = data.size;
    if (size === 0) entry.push(new Uint8Array(0), true);
    for (let offset = 0; offset < size; offset += CHUNK_BYTES) {
      if (options.signal?.aborted) throw new DOMException('The archive was stopped', 'AbortError');
      const end = Math.min(size, offset + CHUNK_BYTES);
      const chunk = new Uint8Array(await data.slice(offset, end).arrayBuffer());
      entry.push(chunk, end === size);
      done += chunk.length;
      options.onProgress?.(done, total);
    }
    if (failure) throw failure;
  }
  zip.end();
  if (failure) throw failure;
  if (!finished) throw new Error('the zip archive did not finish');
  return new Blob(parts as Uint8Array<ArrayBuffer>[], { type: 'application/zip' });
}
