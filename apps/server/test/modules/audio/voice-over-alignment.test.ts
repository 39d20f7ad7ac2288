import type { WordTiming } from '@reelwright/contracts';
import { describe, expect, it } from 'vitest';
import { MP3_PLAYBACK_DELAY_SECONDS } from '../../../src/modules/audio/codec';
import type { Speech, TtsProvider } from '../../../src/modules/audio/providers/tts-provider';
import { createAudioService, type AlignWords } from '../../../src/modules/audio/service';
import { createVoiceCatalog } from '../../../src/modules/audio/voice-catalog';

const RATE = 24_000;
/** Speech as OpenAI's voices give it: audio (here 1.5 s of a quiet tone per chunk), no times. */
const untimed: TtsProvider = {
  name: 'openai',
  maxChunkCharacters: 40,
  voices: async () => [
    {
      id: 'nova',
      name: 'Nova',
      description: '',
      language: 'en-US',
      gender: 'female',
      tier: 'basic',
    },
  ],
  synthesize: async () => {
    const samples = new Float32Array(1.5 * RATE);
    for (let i = 0; i < samples.length; i += 1) samples[i] = 0.2 * Math.sin(i / 10);
    return { samples, sampleRate: RATE };
  },
};

function service(alignWords?: AlignWords) {
  return createAudioService({
    voices: createVoiceCatalog([untimed]),
    usage: {
      consume: async () => ({}),
      refund: async () => {},
      usageOf: async () => ({}),
    } as never,
    files: { save: async () => ({ id: crypto.randomUUID() }) } as never,
    subscriptionOf: async () => 'free',
    clock: { now: () => new Date('2026-11-25T10:00:00Z') } as never,
    log: { error: () => {}, warn: () => {} } as never,
    ...(alignWords ? { alignWords } : {}),
  });
}

const TEXT = 'Grind the beans fresh. Heat the water to ninety degrees.';

describe('voice-overs of voices without their own word times', () => {
  it('asks the aligner for each part’s words and shifts them by the part’s place', async () => {
    const asked: Array<{ text: string; language: string | null; seconds: number }> = [];
    const align: AlignWords = async (speech: Speech, text, language) => {
      asked.push({ text, language, seconds: speech.samples.length / speech.sampleRate });
      // One word every 0.2 s from 0.1 s, as an aligner would answer.
      return text.split(/\s+/).map((word, index): WordTiming => ({
        text: word,
        start: 0.1 + index * 0.2,
        end: 0.25 + index * 0.2,
      }));
    };
    const audio = await service(align).generate(
      'user-1',
      { text: TEXT, voiceId: 'openai:nova', speed: 1 },
      new AbortController().signal,
    );

    expect(asked).toEqual([
      { text: 'Grind the beans fresh.', language: 'en-US', seconds: 1.5 },
      { text: 'Heat the water to ninety degrees.', language: 'en-US', seconds: 1.5 },
    ]);
    expect(audio.wordsMethod).toBe('aligned');
    expect(audio.words.map((word) => word.text)).toEqual(TEXT.split(' '));
    const delay = MP3_PLAYBACK_DELAY_SECONDS;
    expect(audio.words[0]!.start).toBeCloseTo(0.1 + delay, 3);
    // "Heat" is the second part's first word: 1.5 s later.
    expect(audio.words[4]).toMatchObject({ text: 'Heat' });
    expect(audio.words[4]!.start).toBeCloseTo(1.5 + 0.1 + delay, 3);
    expect(audio.audioChunks[1]!.words[0]!.start).toBeCloseTo(0.1 + delay, 3);
    expect(audio.audioChunks.every((part) => part.wordsMethod === 'aligned')).toBe(true);
  });

  it('still makes the voice-over, with no words, when there is no aligner or it fails', async () => {
    const none = await service().generate(
      'user-1',
      { text: TEXT, voiceId: 'openai:nova', speed: 1 },
      new AbortController().signal,
    );
    expect(none.words).toEqual([]);
    expect(none.wordsMethod).toBeUndefined();

    const failing = await service(async () => {
      throw new Error('no reference voice');
    }).generate(
      'user-1',
      { text: TEXT, voiceId: 'openai:nova', speed: 1 },
      new AbortController().signal,
    );
    expect(failing.size).toBeGreaterThan(0);
    expect(failing.words).toEqual([]);
    expect(failing.audioChunks.every((part) => part.words.length === 0)).toBe(true);
  });
});
