import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config';

const cwd = '/srv/reelwright';

describe('thumbnail image models and the secrets key in the configuration', () => {
  it('adds Gemini and OpenAI image models only when their keys are set', () => {
    expect(loadConfig({}, { cwd })).toMatchObject({
      images: { gemini: undefined, openai: undefined },
      secretsKey: undefined,
    });
    const config = loadConfig(
      {
        GEMINI_API_KEY: 'gem-key',
        OPENAI_API_KEY: 'sk-open',
        SECRETS_KEY: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
      },
      { cwd },
    );
    expect(config.images).toEqual({
      gemini: { apiKey: 'gem-key', model: 'gemini-2.5-flash-image' },
      openai: { apiKey: 'sk-open', model: 'gpt-image-1' },
    });
    expect(config.secretsKey).toBe('a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6');
    expect(
      loadConfig(
        { GEMINI_API_KEY: 'gem-key', GEMINI_IMAGE_MODEL: 'imagen-x', OPENAI_IMAGE_MODEL: '' },
        { cwd },
      ).images.gemini?.model,
    ).toBe('imagen-x');
  });

  it('refuses a short SECRETS_KEY naming the variable, without echoing the secret', () => {
    expect(() => loadConfig({ SECRETS_KEY: 'short' }, { cwd })).toThrow(ConfigError);
    try {
      loadConfig({ SECRETS_KEY: 'short' }, { cwd });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'SECRETS_KEY must be at least 32 characters (use a long random string) (got "5 characters, hidden")',
      ]);
    }
  });
});
