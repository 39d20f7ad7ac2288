import type { SKRSContext2D } from '@napi-rs/canvas';
import { canvasOf, decodeImage, openImage, type DecodedImage } from './decode-image';
import type { Rect } from './layouts';

export interface ObjectImage {
  name: string;
  bytes: Uint8Array;
}

export const MAX_OBJECTS = 4;

interface Placed {
  image: DecodedImage;
  cell: Rect;
}

/**
 * The cells objects stand in: the first (the main subject) is the largest; the others share the
 * rest of the row, overlapping a little, all standing on the same bottom line.
 */
export function objectCells(count: number, area: Rect): Rect[] {
  if (count <= 1) return [area];
  const width = Math.min(area.width, (area.width / count) * 1.35);
  const stride = (area.width - width) / (count - 1);
  return Array.from({ length: count }, (_, index) => {
    const height = area.height * (index === 0 ? 1 : 0.78);
    return {
      x: area.x + index * stride,
      y: area.y + area.height - height,
      width,
      height,
    };
  });
}

function isOpaque(image: DecodedImage): boolean {
  for (let alpha = 3; alpha < image.data.length; alpha += 4 * 7) {
    if (image.data[alpha]! < 250) return false;
  }
  return true;
}

/**
 * Draws the object images into `area` with a drop shadow. Cut-outs (with transparency) cast their
 * own silhouette's shadow; an opaque photo gets a white border, like a print laid on the scene.
 */
export async function placeObjects(
  ctx: SKRSContext2D,
  objects: ObjectImage[],
  area: Rect,
): Promise<void> {
  if (objects.length > MAX_OBJECTS)
    throw new Error(`At most ${MAX_OBJECTS} object images, not ${objects.length}.`);
  const cells = objectCells(objects.length, area);
  const placed: Placed[] = await Promise.all(
    objects.map(async (object, index) => {
      const label = `The object image "${object.name}"`;
      const cell = cells[index]!;
      const image = await decodeImage(
        openImage(object.bytes, label).resize(Math.round(cell.width), Math.round(cell.height), {
          fit: 'inside',
        }),
        label,
      );
      return { image, cell };
    }),
  );

  // The main subject is drawn last, on top of the others.
  for (const { image, cell } of [...placed].reverse()) {
    const x = cell.x + (cell.width - image.width) / 2;
    const y = cell.y + cell.height - image.height;
    ctx.save();
    ctx.shadowColor = 'rgba(0, 0, 0, 0.6)';
    ctx.shadowBlur = 30;
    ctx.shadowOffsetX = 10;
    ctx.shadowOffsetY = 14;
    if (isOpaque(image)) {
      const border = 8;
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(x - border, y - border, image.width + 2 * border, image.height + 2 * border);
      ctx.shadowColor = 'transparent';
    }
    ctx.drawImage(canvasOf(image), x, y);
    ctx.restore();
  }
}
