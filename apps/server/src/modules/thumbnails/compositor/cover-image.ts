import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from '@reelwright/contracts';
import { openImage } from './decode-image';

/**
 * Any PNG, JPEG or WebP (a vendor's 16:9 Gemini image, OpenAI's 1536×1024…) as a 1280×720 PNG:
 * scaled to cover the frame and cropped around the centre.
 */
export async function coverToThumbnail(bytes: Uint8Array): Promise<Uint8Array> {
  const image = openImage(bytes, 'The image');
  try {
    return await image
      .resize(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT, { fit: 'cover', position: 'centre' })
      .png()
      .toBuffer();
  } catch (error) {
    throw new Error(
      `The image could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
