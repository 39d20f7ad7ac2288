/**
 * Bytes a pool thread made (an MP3, a PNG), copied into shared memory for the server's thread.
 * That thread only passes them on to storage, and bytes it receives as its own (a transferred or
 * cloned ArrayBuffer) count against its heap's external memory: a long voice-over's tens of
 * megabytes brought on full garbage collections of 40–50 ms on the event loop.
 */
export function inSharedBytes(bytes: Uint8Array): Uint8Array {
  const copy = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
  copy.set(bytes);
  return copy;
}
