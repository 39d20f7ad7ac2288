import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { durationOfPcm } from '../../../src/modules/audio/codec';
import {
  BUILTIN_VOICES,
  createBuiltinTtsProvider,
  speechText,
  wordsPerMinute,
  type BuiltinTtsProvider,
} from '../../../src/modules/audio/providers/builtin';
import { TtsError, type Speech } from '../../../src/modules/audio/providers/tts-provider';

const signal = new AbortController().signal;
const TEN_WORDS = 'The quick brown fox jumps over the lazy dog again today.';

/** Seconds of sound (above −40 dBFS), so a pause at the ends does not count. */
function voicedSeconds({ samples, sampleRate }: Speech): number {
  const threshold = samples instanceof Int16Array ? 0.01 * 32_768 : 0.01;
  let voiced = 0;
  for (const sample of samples) if (Math.abs(sample) > threshold) voiced += 1;
  return voiced / sampleRate;
}

describe('built-in voices (eSpeak-NG in worker processes)', () => {
  let tts: BuiltinTtsProvider;
  beforeAll(() => {
    tts = createBuiltinTtsProvider({ workers: 2 });
  });
  afterAll(async () => {
    await tts.close();
  });

  const say = (text: string, voiceId = 'en-us+f3', speed = 1) =>
    tts.synthesize({ text, voiceId, speed, signal });

  it('lists named basic voices for the six studio languages', async () => {
    const voices = await tts.voices(signal);
    expect(voices.length).toBeGreaterThanOrEqual(12);
    expect(new Set(voices.map((voice) => voice.id)).size).toBe(voices.length);
    for (const voice of voices) {
      expect(voice).toMatchObject({ tier: 'basic', description: 'Built-in voice, works offline' });
      expect(voice.name).toMatch(/^\S+ \(.+\)$/);
      expect(['female', 'male']).toContain(voice.gender);
    }
    const english = voices.filter((voice) => voice.language === 'en-US');
    expect(english.map((voice) => voice.gender).sort()).toEqual(['female', 'male']);
    const languages = new Set(voices.map((voice) => voice.language!.split('-')[0]));
    expect([...languages].sort()).toEqual(['de', 'en', 'es', 'fr', 'ru', 'zh']);
    expect(tts.name).toBe('builtin');
    expect(tts.maxChunkCharacters).toBe(1_800);
  });

  it('speaks every language, in processes other than the server’s, two at a time', async () => {
    const sentences: [string, string][] = [
      ['en-us+m3', TEN_WORDS],
      ['ru+f3', 'Привет! Сегодня мы обжарим кофе дома.'],
      ['es+f3', 'Hola, hoy vamos a tostar café en casa.'],
      ['fr+m3', 'Bonjour, aujourd’hui nous torréfions du café.'],
      ['de+f3', 'Hallo, heute rösten wir Kaffee zu Hause.'],
      ['cmn+f3', '你好，今天我们在家烘焙咖啡。'],
    ];
    const speech = await Promise.all(sentences.map(([voice, text]) => say(text, voice)));
    for (const pcm of speech) {
      expect(pcm.sampleRate).toBe(22_050);
      expect(voicedSeconds(pcm)).toBeGreaterThan(0.8);
      expect(durationOfPcm(pcm)).toBeLessThan(8);
    }
    // Ten English words at speed 1 (175 words a minute): about 3.5 s.
    expect(durationOfPcm(speech[0]!)).toBeGreaterThan(2);
    expect(durationOfPcm(speech[0]!)).toBeLessThan(6);

    const pids = tts.workerPids();
    expect(pids.length).toBe(2);
    expect(pids).not.toContain(process.pid);
  });

  it('runs four requests at once on its two workers', async () => {
    const texts = ['One.', 'Two, two.', 'Three, three, three.', 'Four, four, four, four.'];
    const speech = await Promise.all(texts.map((text) => say(text)));
    expect(speech.map((pcm) => pcm.samples.length > 0)).toEqual([true, true, true, true]);
    expect(durationOfPcm(speech[3]!)).toBeGreaterThan(durationOfPcm(speech[0]!));
    expect(tts.workerPids().length).toBe(2);
  });

  it('maps speed to eSpeak’s pace: 2 is far shorter than 0.5', async () => {
    const [slow, fast] = await Promise.all([
      say(TEN_WORDS, 'en-us+f3', 0.5),
      say(TEN_WORDS, 'en-us+f3', 2),
    ]);
    expect(durationOfPcm(fast)).toBeLessThan(durationOfPcm(slow) * 0.45);
    expect([0.5, 1, 2].map(wordsPerMinute)).toEqual([88, 175, 350]);
    expect([0.1, 9, Number.NaN].map(wordsPerMinute)).toEqual([80, 450, 175]);
  });

  it('speaks a text that looks like command-line options instead of obeying it', async () => {
    // Taken as options this would pick a missing voice and write no audio.
    const pcm = await say('-v xx --help -w /tmp/x minus signs are just text');
    expect(voicedSeconds(pcm)).toBeGreaterThan(1);
  });

  it('strips control characters', () => {
    expect(speechText('a\u0000b\u001bc\u0085d\r\ne\tf\ud800')).toBe('a b c d\ne\tf\ufffd');
  });

  it('refuses an unknown voice without asking eSpeak', async () => {
    const error = await say('Hello', 'xx-yy').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TtsError);
    expect((error as TtsError).reason).toBe('unknown_voice');
    // An option as a voice id is just as unknown.
    await expect(say('Hello', '--help')).rejects.toMatchObject({ reason: 'unknown_voice' });
  });

  it('stops on abort with the caller’s reason', async () => {
    const aborted = AbortSignal.abort(new Error('gone'));
    await expect(
      tts.synthesize({ text: 'Hello', voiceId: 'en-us+f3', speed: 1, signal: aborted }),
    ).rejects.toThrow('gone');
    // Queued behind two busy workers, then aborted.
    const controller = new AbortController();
    const busy = [say(TEN_WORDS), say(TEN_WORDS)];
    const queued = tts.synthesize({
      text: 'Hi',
      voiceId: 'en-us+f3',
      speed: 1,
      signal: controller.signal,
    });
    controller.abort(new Error('left'));
    await expect(queued).rejects.toThrow('left');
    await Promise.all(busy);
  });

  it('replaces a worker that died', async () => {
    const [victim] = tts.workerPids();
    process.kill(victim!, 'SIGKILL');
    await expect.poll(() => tts.workerPids().includes(victim!)).toBe(false);
    const speech = await Promise.all([say('Still here.'), say('And here.')]);
    expect(speech.every((pcm) => pcm.samples.length > 0)).toBe(true);
    expect(tts.workerPids()).not.toContain(victim);
    expect(tts.workerPids().length).toBe(2);
  });

  it('stops its workers on close', async () => {
    const pids = tts.workerPids();
    await tts.close();
    expect(tts.workerPids()).toEqual([]);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
    await expect(say('Hello')).rejects.toMatchObject({ reason: 'failed' });
  });
});

describe('built-in voices: deadline', () => {
  it('reports a timeout and kills the stuck worker', async () => {
    const tts = createBuiltinTtsProvider({ workers: 1, timeoutMs: 30 });
    try {
      await expect(
        tts.synthesize({ text: TEN_WORDS, voiceId: 'en-us+f3', speed: 1, signal }),
      ).rejects.toMatchObject({ reason: 'timeout' });
      await expect.poll(() => tts.workerPids()).toEqual([]);
    } finally {
      await tts.close();
    }
  });

  it('covers every voice it lists', () => {
    expect(
      BUILTIN_VOICES.every((voice) => /^[a-z]{2,3}(-[a-z0-9]+)?\+[fm]\d$/.test(voice.id)),
    ).toBe(true);
  });
});

describe('built-in voices: workers and the event loop', () => {
  it('starts every worker at the first request, so a later long voice-over forks none', async () => {
    const tts = createBuiltinTtsProvider({ workers: 2 });
    try {
      const pcm = await tts.synthesize({ text: 'Hello.', voiceId: 'en-us+f3', speed: 1, signal });
      expect(tts.workerPids().length).toBe(2);
      // The answer was read from the worker's file straight into shared memory, as the engine's
      // 16-bit samples: the encoders read them as floats on the CPU pool, so no float copy is
      // made here.
      expect(pcm.samples).toBeInstanceOf(Int16Array);
      expect(pcm.samples.buffer).toBeInstanceOf(SharedArrayBuffer);
      expect(pcm.samples.length).toBeGreaterThan(0);
    } finally {
      await tts.close();
    }
  });

  it('reads a long answer whole (over 256 KB of samples) and leaves no file behind', async () => {
    const scratchRoot = mkdtempSync(path.join(tmpdir(), 'tts-scratch-test-'));
    const tts = createBuiltinTtsProvider({ workers: 1, scratchRoot });
    const filesIn = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? filesIn(path.join(folder, entry.name)) : [entry.name],
      );
    try {
      const text = Array.from({ length: 12 }, () => TEN_WORDS).join(' ');
      const pcm = await tts.synthesize({ text, voiceId: 'en-us+f3', speed: 1, signal });
      expect(pcm.samples.length).toBeGreaterThan(128 * 1024);
      // Speech all the way through: every part of the file landed where it belongs (no gap).
      const second = pcm.sampleRate;
      for (let start = 0; start + second <= pcm.samples.length - second; start += second) {
        const window = {
          samples: pcm.samples.subarray(start, start + second),
          sampleRate: second,
        } as Speech;
        expect(voicedSeconds(window)).toBeGreaterThan(0.1);
      }
      expect(filesIn(scratchRoot)).toEqual([]);
    } finally {
      await tts.close();
    }
    expect(readdirSync(scratchRoot)).toEqual([]);
    rmSync(scratchRoot, { recursive: true, force: true });
  });
});
