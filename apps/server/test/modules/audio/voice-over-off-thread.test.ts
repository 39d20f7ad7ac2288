import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as codec from '../../../src/modules/audio/codec';
import type * as Mp3 from '../../../src/modules/audio/codec/mp3';
import type * as PcmModule from '../../../src/modules/audio/codec/pcm';
import type * as Resample from '../../../src/modules/audio/codec/resample';
import type { Pcm16File } from '../../../src/modules/audio/providers/tts-provider';
import type * as CpuPool from '../../../src/workers/cpu-pool';
import { runOnCpuPool } from '../../../src/workers/cpu-pool';
import { register, withBearer } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// Every CPU-heavy codec function, watched on this (the server's main) thread. The CPU pool's
// worker threads load their own copies of these modules (vi.mock does not reach them), so a
// call counted here is work done on the event loop's thread.
vi.mock('../../../src/modules/audio/codec/mp3', async (importOriginal) => {
  const real = await importOriginal<typeof Mp3>();
  return { ...real, encodeMp3: vi.fn(real.encodeMp3), decodeMp3: vi.fn(real.decodeMp3) };
});
vi.mock('../../../src/modules/audio/codec/pcm', async (importOriginal) => {
  const real = await importOriginal<typeof PcmModule>();
  return { ...real, joinPcm: vi.fn(real.joinPcm), pcmFromInt16: vi.fn(real.pcmFromInt16) };
});
vi.mock('../../../src/modules/audio/codec/resample', async (importOriginal) => {
  const real = await importOriginal<typeof Resample>();
  return { ...real, resample: vi.fn(real.resample) };
});
/** The bytes of each scratch file a pool task was handed, read when the task was submitted. */
const filesSeen = vi.hoisted(() => new Map<string, Buffer>());
// The pool itself, unchanged, with its tasks recorded and the files they are given kept.
vi.mock('../../../src/workers/cpu-pool', async (importOriginal) => {
  const real = await importOriginal<typeof CpuPool>();
  const { readFileSync } = await import('node:fs');
  const run: typeof real.runOnCpuPool = (script, name, input, options) => {
    const parts = (Array.isArray(input) ? input : [input]) as Array<{ file?: unknown }>;
    for (const part of parts) {
      if (typeof part?.file === 'string') filesSeen.set(part.file, readFileSync(part.file));
    }
    return real.runOnCpuPool(script, name, input, options);
  };
  return { ...real, runOnCpuPool: vi.fn(run) };
});

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const paragraph = (n: number) =>
  Array.from(
    { length: 8 },
    (_, i) => `Part ${n}, line ${i + 1}: the kettle clicks off and the kitchen smells of coffee.`,
  ).join(' ');
/** Over 1 800 characters: the built-in engine speaks it in parts. */
const SCRIPT = [1, 2, 3, 4].map(paragraph).join('\n\n');

describe('a voice-over’s CPU work', () => {
  it('runs on the CPU pool’s worker threads, never on the event loop’s, and sounds the same', async () => {
    const account = await register(testApp.app);
    const pool = vi.mocked(runOnCpuPool);
    const onThisThread = [
      vi.mocked(codec.encodeMp3),
      vi.mocked(codec.decodeMp3),
      vi.mocked(codec.joinPcm),
      vi.mocked(codec.pcmFromInt16),
      vi.mocked(codec.resample),
    ];
    pool.mockClear();
    onThisThread.forEach((spy) => spy.mockClear());

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/audio/generate',
      headers: withBearer(account.token),
      payload: { text: SCRIPT, voiceId: 'builtin:en-us+f3' },
    });
    expect(response.statusCode).toBe(200);
    const audio = response.json().data;
    expect(audio.totalChunks).toBeGreaterThanOrEqual(2);

    // Nothing sample by sample here: no encode, decode, join, conversion or resampling.
    for (const spy of onThisThread) expect(spy).not.toHaveBeenCalled();
    // All of it went to the pool: the full version joined and encoded, every part encoded.
    const tasks = pool.mock.calls.map(([script, name]) => ({ script, name }));
    expect(tasks.every(({ script }) => /audio\.worker\.(ts|js)$/.test(script))).toBe(true);
    const count = (name: string) => tasks.filter((task) => task.name === name).length;
    expect(count('encodeJoinedMp3')).toBe(1);
    expect(count('encodeMp3')).toBe(audio.totalChunks);
    // eSpeak's samples never came to this thread: the encoders were handed the files eSpeak
    // wrote (a path, a length, a rate; no sample) and read them themselves, each part's file
    // going to the full version's encode and to the part's own.
    const parts = pool.mock.calls.find(([, name]) => name === 'encodeJoinedMp3')![2] as Pcm16File[];
    expect(parts).toHaveLength(audio.totalChunks);
    for (const [index, part] of parts.entries()) {
      expect(Object.keys(part).sort()).toEqual(['file', 'length', 'sampleRate']);
      expect(filesSeen.get(part.file)!.byteLength).toBe(part.length * 2);
      const own = pool.mock.calls.filter(([, name]) => name === 'encodeMp3')[index]![2];
      expect(own).toEqual(part);
    }
    // …and once the voice-over was answered, none of those files is left.
    for (const part of parts) expect(existsSync(part.file)).toBe(false);

    // The files are exactly what the codec makes on one thread from the same speech (so the
    // voice-over sounds as before).
    const floats = parts.map((part) =>
      codec.pcmFromInt16(codec.int16FromBytes(filesSeen.get(part.file)!), part.sampleRate),
    );
    const file = async (url: string) =>
      new Uint8Array(
        (await testApp.app.inject({ method: 'GET', url, headers: withBearer(account.token) }))
          .rawPayload,
      );
    const full = await file(audio.audioUrl);
    expect(
      Buffer.from(full).equals(Buffer.from(await codec.encodeMp3(codec.joinPcm(floats)))),
    ).toBe(true);
    const chunks = audio.audioChunks as Array<{ audioUrl: string; duration: number }>;
    for (const [index, chunk] of chunks.entries()) {
      const expected = await codec.encodeMp3(floats[index]!);
      expect(Buffer.from(await file(chunk.audioUrl)).equals(Buffer.from(expected))).toBe(true);
      expect(chunk.duration).toBeCloseTo(codec.durationOfPcm(floats[index]!), 3);
    }
    expect(audio.duration).toBeCloseTo(codec.durationOfPcm(codec.joinPcm(floats)), 3);
    // Speech, pool threads starting under tsx and the encodes repeated here: slow on a busy CI.
  }, 90_000);
});
