import { THUMBNAIL_IMAGE_MAX_BYTES, THUMBNAIL_IMAGE_TYPES } from '@reelwright/contracts';

/** Why a picked reference or object image cannot be sent; the server checks again. */
export type ImageProblem = 'type' | 'size';

/** PNG, JPEG or WebP of at most 10 MB, as the server accepts; null when the file is fine. */
export function imageProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!(THUMBNAIL_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return 'type';
  }
  return file.size > THUMBNAIL_IMAGE_MAX_BYTES ? 'size' : null;
}

/** `<input accept>` for the image pickers. */
export const IMAGE_ACCEPT = THUMBNAIL_IMAGE_TYPES.join(',');

/** `thumbnail-2.png`: the download's and the library file's name for variation `number`. */
export const thumbnailFileName = (number: number) => `thumbnail-${number}.png`;
