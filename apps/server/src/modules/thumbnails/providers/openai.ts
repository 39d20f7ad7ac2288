import OpenAI, { toFile } from 'openai';
import { openAiError } from '../vendor-errors';
import { ThumbnailVendorError, type ImageProvider } from './image-provider';
import { finishVendorImage } from './with-headline';

export const OPENAI_IMAGE_MODEL = 'gpt-image-1';
const TIMEOUT_MS = 120_000;

export type OpenAiImageOptions = {
  apiKey: string;
  model?: string;
  /** Tests point it at a local server speaking the OpenAI API. */
  baseUrl?: string;
  /** One limit per picture: every attempt and the answer's body; default 120 s. */
  timeoutMs?: number;
};

/**
 * OpenAI images with the official SDK: `images.generate` at 1536×1024 (the closest landscape
 * size), or `images.edit` when the user gave a reference or object images; cropped to 16:9.
 */
export function createOpenAiImageProvider(options: OpenAiImageOptions): ImageProvider {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const client = new OpenAI({
    apiKey: options.apiKey,
    timeout: timeoutMs,
    maxRetries: 1,
    ...(options.baseUrl ? { baseURL: options.baseUrl } : {}),
  });
  const model = options.model ?? OPENAI_IMAGE_MODEL;
  return {
    name: 'openai',
    pauseBetweenMs: 500,
    async draw(request) {
      const images = [...(request.reference ? [request.reference] : []), ...request.objects];
      // The SDK's timeout stops at the answer's headers; a body that stalls needs this one.
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
      let data: string | undefined;
      try {
        const answer =
          images.length === 0
            ? await client.images.generate(
                { model, prompt: request.prompt, size: '1536x1024', n: 1 },
                { signal },
              )
            : await client.images.edit(
                {
                  model,
                  prompt: request.prompt,
                  size: '1536x1024',
                  n: 1,
                  image: await Promise.all(
                    images.map((image) =>
                      toFile(Buffer.from(image.bytes), image.name, { type: image.mimeType }),
                    ),
                  ),
                },
                { signal },
              );
        data = answer.data?.[0]?.b64_json;
      } catch (error) {
        if (request.signal.aborted) throw error;
        throw openAiError(error);
      }
      if (!data)
        throw new ThumbnailVendorError('OpenAI returned no image. Try another description.');
      return finishVendorImage(Buffer.from(data, 'base64'), request);
    },
  };
}
