import type { ThumbnailProvider } from '@reelwright/contracts';
import { AppError } from '../../http/app-error';
import type { ImageProvider } from './providers/image-provider';

export type ProviderFactories = {
  builtin: ImageProvider;
  /** a Gemini provider for a key (the user's own, else the server's) */
  gemini: (apiKey: string) => ImageProvider;
  /** the server's OpenAI images, when OPENAI_API_KEY is set */
  openai?: ImageProvider | undefined;
  serverGeminiKey?: string | undefined;
};

/**
 * Who draws: the one asked for, else the first that can — Gemini with the user's key or the
 * server's, OpenAI, the built-in compositor. Asking for Gemini with no key anywhere is the spec's
 * 'Gemini API key is required'.
 */
export function chooseProvider(
  asked: ThumbnailProvider | undefined,
  userGeminiKey: string | null,
  factories: ProviderFactories,
): ImageProvider {
  const geminiKey = userGeminiKey ?? factories.serverGeminiKey;
  switch (asked) {
    case 'builtin':
      return factories.builtin;
    case 'gemini':
      if (!geminiKey) throw new AppError(400, 'API_KEY_REQUIRED', 'Gemini API key is required');
      return factories.gemini(geminiKey);
    case 'openai':
      if (!factories.openai) {
        throw new AppError(
          400,
          'VALIDATION_FAILED',
          'OpenAI images are not set up on this server. Choose another provider.',
        );
      }
      return factories.openai;
    case undefined:
      if (geminiKey) return factories.gemini(geminiKey);
      return factories.openai ?? factories.builtin;
  }
}
