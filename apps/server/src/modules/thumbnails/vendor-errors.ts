import { ThumbnailVendorError } from './providers/image-provider';

/** Spec §8: what the user reads when Gemini refuses. */
export const GEMINI_MESSAGES = {
  disabled:
    'Gemini API is not enabled. Please enable the Generative Language API in Google Cloud Console.',
  invalidKey: 'Invalid API key. Please check your Gemini API key.',
  quota: 'API quota exceeded. Please check your billing settings.',
} as const;

export const NONE_GENERATED = 'No thumbnails were generated';
/** A vendor that could not be reached, hung up or answered something unreadable. */
export const VENDOR_UNREACHABLE = 'Could not reach the image service. Please try again.';

/** Whether the vendor answered with an HTTP error (the SDKs' error classes carry `status`). */
const isHttpError = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { status?: unknown }).status === 'number';
export const GENERATION_FAILED = 'Generation failed';

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : '';

/**
 * Gemini's errors carry a status (`PERMISSION_DENIED`, `RESOURCE_EXHAUSTED`…) and reasons
 * (`SERVICE_DISABLED`, `API_KEY_INVALID`…) in a JSON body the SDK puts in the message; the spec
 * maps three of them to fixed texts and shows the others as they are.
 */
export function geminiError(error: unknown): ThumbnailVendorError {
  if (!isHttpError(error)) return new ThumbnailVendorError(VENDOR_UNREACHABLE);
  const text = messageOf(error);
  if (/SERVICE_DISABLED|PERMISSION_DENIED/.test(text))
    return new ThumbnailVendorError(GEMINI_MESSAGES.disabled);
  if (/API_KEY_INVALID/.test(text)) return new ThumbnailVendorError(GEMINI_MESSAGES.invalidKey);
  if (/QUOTA_EXCEEDED|RESOURCE_EXHAUSTED/.test(text))
    return new ThumbnailVendorError(GEMINI_MESSAGES.quota);
  return new ThumbnailVendorError(vendorMessage(text) ?? GENERATION_FAILED);
}

/** OpenAI's errors: its own message for an HTTP error, else the vendor was unreachable. */
export function openAiError(error: unknown): ThumbnailVendorError {
  if (!isHttpError(error)) return new ThumbnailVendorError(VENDOR_UNREACHABLE);
  // The SDK's APIError keeps the parsed body's `error` (its message says "400 …" before it).
  const body = (error as { error?: { message?: unknown } }).error;
  if (typeof body?.message === 'string' && body.message.trim() !== '')
    return new ThumbnailVendorError(body.message.trim());
  return new ThumbnailVendorError(vendorMessage(messageOf(error)) ?? GENERATION_FAILED);
}

/** The vendor's own `error.message` from a JSON error body inside `text`, if there is one. */
export function vendorMessage(text: string): string | null {
  const start = text.indexOf('{');
  if (start !== -1) {
    try {
      const body = JSON.parse(text.slice(start)) as { error?: { message?: unknown } };
      if (typeof body.error?.message === 'string' && body.error.message.trim() !== '')
        return body.error.message.trim();
    } catch {
      // Not JSON: fall through to the text itself.
    }
  }
  const plain = text.trim();
  return plain === '' ? null : plain.slice(0, 300);
}
