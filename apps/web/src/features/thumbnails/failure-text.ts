import type { TFunction } from 'i18next';

/**
 * The server's words for a picture it refused (apps/server/src/modules/thumbnails/request-input.ts):
 * 'The object picture "cat.png" (objectImages[2]) is not a valid image: <why>.'
 */
const REFUSED_PICTURE =
  /^The (reference|object) picture(?: "(.*)")? \([^)]*\) is not a valid image: (.*)$/s;

export type RefusedPicture = {
  role: 'reference' | 'object';
  /** the file's name, when it had one */
  name: string | null;
  reason: 'type' | 'dimensions' | 'damaged' | 'other';
};

/** Which picture the server refused and why, read from its INVALID_IMAGE message. */
export function refusedPictureOf(message: string): RefusedPicture | null {
  const match = REFUSED_PICTURE.exec(message);
  if (match === null) return null;
  const why = match[3]!;
  const reason = why.includes('PNG, JPEG or WebP')
    ? 'type'
    : why.includes('pixels')
      ? 'dimensions'
      : why.includes('damaged')
        ? 'damaged'
        : 'other';
  return { role: match[1] as RefusedPicture['role'], name: match[2] ?? null, reason };
}

/**
 * What the status line says when a generation failed, in the user's language where the server
 * gave a code this knows: a refused picture (named, with why) and too many failed generations.
 * Anything else is the server's own message.
 */
export function generationFailureText(
  failure: { message: string | null; code: string | null },
  t: TFunction<'thumbnails'>,
): string {
  if (failure.code === 'RATE_LIMITED') return t('errors.tooManyFailures');
  const refused =
    failure.code === 'INVALID_IMAGE' && failure.message !== null
      ? refusedPictureOf(failure.message)
      : null;
  if (refused !== null && refused.reason !== 'other') {
    const name =
      refused.name ?? t(refused.role === 'reference' ? 'images.reference' : 'images.objects');
    return t(`errors.invalidImage.${refused.reason}`, { name });
  }
  return failure.message ?? t('errors.noneGenerated');
}
