import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { configProblemsOf } from './helpers/config-problems';

const cwd = '/srv/reelwright';
const load = (env: Record<string, string>) => loadConfig(env, { cwd }).transcription;

describe('speech-to-text configuration', () => {
  it('is off without any key or server, and with TRANSCRIPTION_PROVIDER=none', () => {
    expect(load({})).toBeUndefined();
    expect(load({ OPENAI_API_KEY: 'sk-test', TRANSCRIPTION_PROVIDER: 'none' })).toBeUndefined();
  });

  it('uses OpenAI whisper-1 with the OPENAI_API_KEY voice-overs use', () => {
    expect(load({ OPENAI_API_KEY: 'sk-test' })).toEqual({
      provider: 'openai',
      model: 'whisper-1',
      apiKey: 'sk-test',
      baseUrl: undefined,
    });
    expect(load({ OPENAI_API_KEY: 'sk-a', TRANSCRIPTION_API_KEY: 'sk-b' })?.apiKey).toBe('sk-b');
  });

  it('uses an OpenAI-compatible server named by TRANSCRIPTION_BASE_URL, with or without a key', () => {
    expect(
      load({
        OPENAI_API_KEY: 'sk-test',
        TRANSCRIPTION_BASE_URL: 'http://localhost:8080/v1',
        TRANSCRIPTION_MODEL: 'ggml-base.en',
      }),
    ).toEqual({
      provider: 'openai-compatible',
      model: 'ggml-base.en',
      apiKey: undefined,
      baseUrl: 'http://localhost:8080/v1',
    });
  });

  it('names what is missing or wrong', () => {
    expect(configProblemsOf({ TRANSCRIPTION_PROVIDER: 'openai-compatible' }, cwd)).toEqual([
      expect.stringMatching(
        /^TRANSCRIPTION_BASE_URL is required when TRANSCRIPTION_PROVIDER is openai-compatible/,
      ),
    ]);
    expect(configProblemsOf({ TRANSCRIPTION_PROVIDER: 'openai' }, cwd)).toEqual([
      'OPENAI_API_KEY (or TRANSCRIPTION_API_KEY) is required when TRANSCRIPTION_PROVIDER is openai',
    ]);
    expect(configProblemsOf({ TRANSCRIPTION_BASE_URL: 'localhost:8080' }, cwd)).toEqual([
      expect.stringMatching(/^TRANSCRIPTION_BASE_URL must be an http\(s\) URL/),
    ]);
    expect(configProblemsOf({ TRANSCRIPTION_PROVIDER: 'whisper' }, cwd)).toEqual([
      expect.stringMatching(
        /^TRANSCRIPTION_PROVIDER must be one of openai, openai-compatible, none/,
      ),
    ]);
  });
});
