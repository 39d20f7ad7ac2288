import { describe, expect, it } from 'vitest';
import { decodeMp3, encodeMp3, joinPcm, pcmFromInt16 } from '../../../src/modules/audio/codec';
import {
  decodeMp3OffThread,
  durationOfJoined,
  encodeJoinedMp3OffThread,
  encodeMp3OffThread,
  inSharedMemory,
} from '../../../src/modules/audio/codec/off-thread';
import type { Pcm, Pcm16 } from '../../../src/modules/audio/providers/tts-provider';

/** A few seconds of something speech-like: a gliding tone with a wobbling loudness. */
function voiceLike(seconds: number, sampleRate: number, seed: number): Pcm {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i += 1) {
    const t = i / sampleRate;
    const pitch = 180 + 60 * Math.sin(2 * Math.PI * 0.7 * t + seed);
    samples[i] = 0.4 * Math.sin(2 * Math.PI * pitch * t) * (0.6 + 0.4 * Math.sin(7 * t + seed));
  }
  return { samples, sampleRate };
}

const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

// The voice-over's codec work runs on the CPU pool's worker threads (audio.worker.ts). What the
// pool gives back must be exactly what the pure functions make on this thread: the same MP3
// bytes, so a voice-over sounds as it did before the work moved.
describe('the codec on the CPU pool', () => {
  it('encodes the same MP3, byte for byte, as encodeMp3 on this thread', async () => {
    const speech = voiceLike(4, 22_050, 1);
    const expected = await encodeMp3(speech);
    const fromPool = await encodeMp3OffThread(inSharedMemory(speech));
    expect(fromPool.length).toBeGreaterThan(4 * 16_000 * 0.95);
    expect(same(fromPool, expected)).toBe(true);
  });

  it('joins and encodes chunks exactly like encodeMp3(joinPcm(parts)), other rates included', async () => {
    const parts = [voiceLike(2, 22_050, 1), voiceLike(1.5, 22_050, 2), voiceLike(1, 24_000, 3)];
    const expected = await encodeMp3(joinPcm(parts));
    const fromPool = await encodeJoinedMp3OffThread(parts.map(inSharedMemory));
    expect(same(fromPool, expected)).toBe(true);
    const decoded = await decodeMp3(fromPool);
    expect(decoded.samples.length / decoded.sampleRate).toBeCloseTo(durationOfJoined(parts), 1);
    expect(durationOfJoined(parts)).toBeCloseTo(
      joinPcm(parts).samples.length / parts[0]!.sampleRate,
      9,
    );
  });

  it('encodes 16-bit speech (the built-in engine’s) as it would its floats, alone and joined', async () => {
    const speech: Pcm16 = {
      samples: Int16Array.from(voiceLike(3, 22_050, 6).samples, (sample) => sample * 32_767),
      sampleRate: 22_050,
    };
    const floats = pcmFromInt16(speech.samples, speech.sampleRate);
    const shared = inSharedMemory(speech);
    expect(shared.samples).toBeInstanceOf(Int16Array);
    expect(shared.samples.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(same(await encodeMp3OffThread(shared), await encodeMp3(floats))).toBe(true);
    const other = voiceLike(1, 22_050, 7);
    expect(
      same(
        await encodeJoinedMp3OffThread([shared, inSharedMemory(other)]),
        await encodeMp3(joinPcm([floats, other])),
      ),
    ).toBe(true);
    expect(durationOfJoined([shared, other])).toBeCloseTo(4, 3);
  });

  it('takes an MP3’s own buffer over, and copies a view into a bigger one rather than detaching it', async () => {
    const mp3 = await encodeMp3(voiceLike(1, 44_100, 8));
    const own = mp3.slice();
    await decodeMp3OffThread(own);
    expect(own.byteLength).toBe(0);
    const message = new ArrayBuffer(3 + mp3.byteLength);
    const view = new Uint8Array(message, 3, mp3.byteLength);
    view.set(mp3);
    const pcm = await decodeMp3OffThread(view);
    expect(message.byteLength).toBe(3 + mp3.byteLength);
    expect(view[0]).toBe(mp3[0]);
    expect(pcm.samples.length).toBeGreaterThan(0);
  });

  it('decodes an MP3 to the same PCM as decodeMp3, in shared memory', async () => {
    const mp3 = await encodeMp3(voiceLike(2, 44_100, 4));
    const expected = await decodeMp3(mp3);
    const pcm = await decodeMp3OffThread(mp3.slice());
    expect(pcm.sampleRate).toBe(expected.sampleRate);
    expect(pcm.samples.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(Array.from(pcm.samples)).toEqual(Array.from(expected.samples));
    await expect(decodeMp3OffThread(new Uint8Array(1000))).rejects.toThrow(/could not be decoded/);
  });

  it('stops with the caller’s reason when aborted', async () => {
    const controller = new AbortController();
    const reason = new Error('client left');
    const encoding = encodeMp3OffThread(
      inSharedMemory(voiceLike(60, 44_100, 5)),
      controller.signal,
    );
    controller.abort(reason);
    await expect(encoding).rejects.toBe(reason);
  });
});
