/** The image formats a thumbnail accepts: the spec's PNG, JPEG and WebP. */
export type ThumbnailImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/**
 * The type of an image by its magic bytes, never by its name: an upload called `cat.png` may be
 * anything. Null for every other format (GIF included) and for bytes too short to tell.
 */
export function imageTypeOf(bytes: Uint8Array): ThumbnailImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  // JPEG: SOI then the first marker's 0xFF (APP0/APP1/DQT… all follow SOI this way).
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // WebP: a RIFF container whose form type is WEBP.
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}
