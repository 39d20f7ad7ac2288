import { readFile, rm } from 'node:fs/promises';
import { int16FromBytes } from './codec';
import { inSharedMemory, type EncoderInput } from './codec/off-thread';
import type { Speech, SpeechFile } from './providers/tts-provider';

/** A chunk of a voice-over as its provider gave it: in memory, or left in a scratch file. */
export type SpokenPart = Speech | SpeechFile;

/**
 * The scratch files of one voice-over's parts. Each part is kept as it arrives and `removeAll`
 * deletes the files when the voice-over ends, however it ends; a part that still arrives after
 * that (a chunk that finished while another failed or the client left) loses its file at once.
 */
export function collectSpeechFiles() {
  const files = new Set<string>();
  let ended = false;
  const remove = (file: string) => rm(file, { force: true }).catch(() => undefined);
  return {
    keep<T extends SpokenPart>(part: T): T {
      if ('file' in part) {
        if (ended) void remove(part.file);
        else files.add(part.file);
      }
      return part;
    },
    async removeAll(): Promise<void> {
      ended = true;
      const all = [...files];
      files.clear();
      await Promise.all(all.map(remove));
    },
  };
}

/**
 * A part as speech in memory, for the one consumer that needs its samples on this thread (the
 * aligner, when an engine gave no word times): a file's samples are read (on libuv's threads),
 * and the file stays for the encoders.
 */
export async function speechInMemory(part: SpokenPart): Promise<Speech> {
  if (!('file' in part)) return part;
  const samples = int16FromBytes(await readFile(part.file));
  return { samples, sampleRate: part.sampleRate, ...(part.words ? { words: part.words } : {}) };
}

/**
 * The part's audio alone, as the encoders on the CPU pool take it: a file as it is (they read
 * it), samples in shared memory (so every encode reads them without a copy).
 */
export function encoderInputOf(part: SpokenPart): EncoderInput {
  if ('file' in part) return { file: part.file, length: part.length, sampleRate: part.sampleRate };
  return inSharedMemory({ samples: part.samples, sampleRate: part.sampleRate } as Speech);
}
