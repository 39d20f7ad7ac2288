// sharp's shared libraries must be loaded by the main thread before worker threads use them, or a
// worker that the pool stops after an idle minute unloads them under the others (glibc; sharp's
// documentation, lovell/sharp#2263). The server imports sharp anyway; this says why it must.
import 'sharp';
import { runOnCpuPool, workerScript } from '../../../workers/cpu-pool';
import type { DecodeCheck, RenderResult } from './compositor.worker';
import type { CompositeRequest } from './render-thumbnail';

const script = workerScript(import.meta.url, 'compositor.worker');

/**
 * renderThumbnail on the CPU pool: decoding, Skia drawing and PNG encoding all happen off the
 * event loop. Pass pictures' bytes in SharedArrayBuffers (sharedBytes) so the three variations
 * of a generation do not copy them three times.
 */
export async function renderThumbnailOffThread(request: CompositeRequest): Promise<Uint8Array> {
  const { png } = await runOnCpuPool<CompositeRequest, RenderResult>(script, 'render', request);
  return png;
}

/** A full decode of a picture on the CPU pool, under the pixel limit (see decodeCheck). */
export function decodeCheckOffThread(bytes: Uint8Array): Promise<DecodeCheck> {
  return runOnCpuPool<{ bytes: Uint8Array }, DecodeCheck>(script, 'decodeCheck', { bytes });
}

/**
 * `bytes` in shared memory, which a worker reads without another copy: as they are when they
 * already are there, else copied once.
 */
export function sharedBytes(bytes: Uint8Array): Uint8Array {
  if (bytes.buffer instanceof SharedArrayBuffer) return bytes;
  const shared = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
  shared.set(bytes);
  return shared;
}
