import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { AiConfig } from '../../../config';

/**
 * The configured vendor's model through the AI SDK. `baseUrl` also points the official vendors
 * at a proxy (or, in tests, at a local server speaking their protocol).
 */
export function createLanguageModel(config: AiConfig): LanguageModel {
  const baseURL = config.baseUrl;
  switch (config.provider) {
    case 'openai':
      // Chat Completions: the protocol every OpenAI-style server also speaks.
      return createOpenAI({ apiKey: config.apiKey, ...(baseURL ? { baseURL } : {}) }).chat(
        config.model,
      );
    case 'anthropic':
      return createAnthropic({ apiKey: config.apiKey, ...(baseURL ? { baseURL } : {}) })(
        config.model,
      );
    case 'google':
      return createGoogleGenerativeAI({ apiKey: config.apiKey, ...(baseURL ? { baseURL } : {}) })(
        config.model,
      );
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: baseURL!,
        ...(config.apiKey ? { apiKey: config.apiKey } : {}),
        includeUsage: true,
      })(config.model);
  }
}
