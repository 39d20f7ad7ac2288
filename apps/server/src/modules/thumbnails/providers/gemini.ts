import type { GoogleGenAI, Part } from '@google/genai';
import { geminiError } from '../vendor-errors';
import { ThumbnailVendorError, type ImageProvider } from './image-provider';
import { finishVendorImage } from './with-headline';

export const GEMINI_IMAGE_MODEL = 'gemini-2.5-flash-image';
const TIMEOUT_MS = 90_000;

export type GeminiImageOptions = {
  apiKey: string;
  model?: string;
  /** Tests point it at a local server speaking the Gemini API. */
  baseUrl?: string;
  timeoutMs?: number;
};

/**
 * Gemini image generation with Google's SDK (spec §9 notes): one `generateContent` per
 * variation, the prompt with the variation number and style guidance, the reference and object
 * images as inline data, 16:9; the picture is the first part of the first candidate carrying
 * inline data.
 */
export function createGeminiImageProvider(options: GeminiImageOptions): ImageProvider {
  // Google's SDK is loaded with the first picture: it was the slowest module of every start.
  let client: Promise<GoogleGenAI> | undefined;
  const gemini = () =>
    (client ??= import('@google/genai').then(
      ({ GoogleGenAI }) =>
        new GoogleGenAI({
          apiKey: options.apiKey,
          httpOptions: {
            timeout: options.timeoutMs ?? TIMEOUT_MS,
            ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
          },
        }),
    ));
  const model = options.model ?? GEMINI_IMAGE_MODEL;
  return {
    name: 'gemini',
    pauseBetweenMs: 500,
    async draw(request) {
      const images = [...(request.reference ? [request.reference] : []), ...request.objects];
      const parts: Part[] = [
        { text: request.prompt },
        ...images.map((image) => ({
          inlineData: {
            mimeType: image.mimeType,
            data: Buffer.from(image.bytes).toString('base64'),
          },
        })),
      ];
      let data: string | undefined;
      try {
        const response = await (
          await gemini()
        ).models.generateContent({
          model,
          contents: [{ role: 'user', parts }],
          config: {
            responseModalities: ['IMAGE', 'TEXT'],
            imageConfig: { aspectRatio: '16:9' },
            abortSignal: request.signal,
          },
        });
        data = response.candidates?.[0]?.content?.parts?.find((part) => part.inlineData?.data)
          ?.inlineData?.data;
      } catch (error) {
        if (request.signal.aborted) throw error;
        throw geminiError(error);
      }
      if (!data)
        throw new ThumbnailVendorError('Gemini returned no image. Try another description.');
      return finishVendorImage(Buffer.from(data, 'base64'), request);
    },
  };
}
