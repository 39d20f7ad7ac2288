import { THUMBNAIL_HEIGHT as H, THUMBNAIL_WIDTH as W } from '@reelwright/contracts';
import { ImageData, type SKRSContext2D } from '@napi-rs/canvas';
import { canvasOf, decodeImage, openImage } from './decode-image';
import type { Layout } from './layouts';

/**
 * The user's reference picture as a backdrop: cover-cropped, blurred and darkened so the headline
 * and the objects stand out in front of it. Blurred at a quarter of the size and scaled up, which
 * looks the same as a wide blur at full size and costs a sixteenth.
 */
export async function paintReferenceBackground(
  ctx: SKRSContext2D,
  bytes: Uint8Array,
): Promise<void> {
  const image = await decodeImage(
    openImage(bytes, 'The reference image')
      .resize(W / 4, H / 4, { fit: 'cover', position: 'centre' })
      .blur(3)
      .modulate({ brightness: 0.62, saturation: 1.15 }),
    'The reference image',
  );
  ctx.save();
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(canvasOf(image), 0, 0, W, H);
  // A vignette, so the edges recede.
  const vignette = ctx.createRadialGradient(W / 2, H / 2, H * 0.35, W / 2, H / 2, W * 0.75);
  vignette.addColorStop(0, 'rgba(0, 0, 0, 0)');
  vignette.addColorStop(1, 'rgba(0, 0, 0, 0.45)');
  ctx.fillStyle = vignette;
  ctx.fillRect(0, 0, W, H);
  ctx.restore();
}

/**
 * An AI-made picture used as it is (cover-cropped to 16:9); only where the headline goes, a gentle
 * dark gradient, so white type reads on any image.
 */
export async function paintGeneratedBackground(
  ctx: SKRSContext2D,
  bytes: Uint8Array,
  layout: Layout,
  withText: boolean,
): Promise<void> {
  const image = await decodeImage(
    openImage(bytes, 'The generated image').resize(W, H, { fit: 'cover', position: 'centre' }),
    'The generated image',
  );
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  ctx.putImageData(new ImageData(pixels, W, H), 0, 0);
  if (!withText) return;

  const shade =
    layout.shade === 'left'
      ? ctx.createLinearGradient(0, 0, layout.text.x + layout.text.width + 120, 0)
      : ctx.createLinearGradient(0, layout.text.y, 0, layout.text.y + layout.text.height);
  if (layout.shade === 'left') {
    shade.addColorStop(0, 'rgba(0, 0, 0, 0.55)');
    shade.addColorStop(1, 'rgba(0, 0, 0, 0)');
  } else {
    shade.addColorStop(0, 'rgba(0, 0, 0, 0)');
    shade.addColorStop(0.5, 'rgba(0, 0, 0, 0.45)');
    shade.addColorStop(1, 'rgba(0, 0, 0, 0)');
  }
  ctx.fillStyle = shade;
  ctx.fillRect(0, 0, W, H);
}
