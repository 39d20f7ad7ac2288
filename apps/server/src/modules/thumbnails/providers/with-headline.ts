import { coverToThumbnail } from '../compositor';
import { renderThumbnailOffThread } from '../compositor/off-thread';
import type { VariationRequest } from './image-provider';

/**
 * A vendor's picture as the thumbnail: cropped to 1280×720, and the headline (when the user
 * asked for one) set over it by the compositor (on the CPU pool), since image models draw text
 * poorly.
 */
export async function finishVendorImage(
  image: Uint8Array,
  request: VariationRequest,
): Promise<Uint8Array> {
  const cover = await coverToThumbnail(image);
  if (request.headline === '') return cover;
  return renderThumbnailOffThread({
    style: request.style,
    variation: request.variation,
    headline: request.headline,
    background: { bytes: cover, kind: 'generated' },
  });
}
