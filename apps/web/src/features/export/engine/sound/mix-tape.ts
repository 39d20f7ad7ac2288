import type { SignalSource } from '@reelwright/timeline';
import { EXPORT_FILE_PREFIX } from '../export-files';
import { privateRootWithRoom } from '../private-files';

// The export's mix, written once block by block and read back as often as the loudness plan and
// the encoder need it, so a long video's sound is never held whole in the page: a file in the
// origin private file system (removed when the export ends, and with the export files on the
// next export or on sign-out), or, in a browser without one, a Blob the browser keeps.
// Frames are stored interleaved as 32-bit floats.

export interface MixTape {
  readonly channelCount: number;
  readonly sampleRate: number;
  /** Appends the next frames, one array per channel (all the same length). */
  write(channels: readonly Float32Array[]): Promise<void>;
  /** Ends the writing: the tape as a signal to read, and as a Blob (for a worker). */
  seal(): Promise<SealedTape>;
  /** Removes what was written; safe to call at any point, more than once. */
  discard(): Promise<void>;
}

export interface SealedTape extends SignalSource {
  blob: Blob;
}

const BYTES = Float32Array.BYTES_PER_ELEMENT;

export function interleave(channels: readonly Float32Array[]): Float32Array<ArrayBuffer> {
  const count = channels.length;
  const frames = channels[0]?.length ?? 0;
  const out = new Float32Array(frames * count);
  channels.forEach((channel, c) => {
    for (let i = 0; i < frames; i += 1) out[i * count + c] = channel[i]!;
  });
  return out;
}

export function deinterleave(samples: Float32Array, count: number): Float32Array[] {
  const frames = Math.floor(samples.length / count);
  return Array.from({ length: count }, (_, c) => {
    const channel = new Float32Array(frames);
    for (let i = 0; i < frames; i += 1) channel[i] = samples[i * count + c]!;
    return channel;
  });
}

/** A sealed tape read from a Blob of interleaved floats (here or in a worker). */
export function tapeFromBlob(blob: Blob, channelCount: number, sampleRate: number): SealedTape {
  const frameBytes = channelCount * BYTES;
  return {
    blob,
    channelCount,
    sampleRate,
    length: Math.floor(blob.size / frameBytes),
    read: async (start, frames) =>
      deinterleave(
        new Float32Array(
          await blob.slice(start * frameBytes, (start + frames) * frameBytes).arrayBuffer(),
        ),
        channelCount,
      ),
  };
}

/**
 * A tape of `frames` frames on disk when the browser has a private file system with room for
 * it, else a Blob.
 */
export async function openMixTape(
  channelCount: number,
  sampleRate: number,
  frames: number,
): Promise<MixTape> {
  const root = await privateRootWithRoom(frames * channelCount * BYTES);
  if (root) {
    const name = `${EXPORT_FILE_PREFIX}mix-${Date.now()}.f32`;
    const handle = await root.getFileHandle(name, { create: true }).catch(() => null);
    if (handle && 'createWritable' in handle) {
      const writable = await handle.createWritable();
      let open = true;
      const close = async () => {
        if (!open) return;
        open = false;
        await writable.close().catch(() => {});
      };
      return {
        channelCount,
        sampleRate,
        write: (channels) => writable.write(interleave(channels)),
        async seal() {
          await close();
          return tapeFromBlob(await handle.getFile(), channelCount, sampleRate);
        },
        async discard() {
          await close();
          await root.removeEntry(name).catch(() => {});
        },
      };
    }
  }
  const parts: Blob[] = [];
  return {
    channelCount,
    sampleRate,
    write: async (channels) => {
      parts.push(new Blob([interleave(channels)]));
    },
    seal: async () => tapeFromBlob(new Blob(parts), channelCount, sampleRate),
    discard: async () => {
      parts.length = 0;
    },
  };
}
