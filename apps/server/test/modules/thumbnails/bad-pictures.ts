// Pictures that are not what they claim, made by hand so each test knows exactly what is wrong.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose IHDR says `width`×`height` (8-bit RGB) and whose one IDAT holds `data`. */
export function pngWithHeader(width: number, height: number, data: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Issue 21's picture: a 7000×7000 header over 190 KB of noise, which cost seconds to refuse. */
export const corruptHugePng = () => pngWithHeader(7000, 7000, randomBytes(190 * 1024));

/**
 * A decompression bomb: 30 000 × 30 000 (900 megapixels, 2.7 GB of RGB) announced by a file of
 * a few kilobytes, its data a well-formed zlib stream of zero rows.
 */
export const decompressionBomb = () =>
  pngWithHeader(30_000, 30_000, deflateSync(Buffer.alloc(4 * 1024 * 1024), { level: 9 }));

/** A JPEG whose frame header says 60 000 × 60 000, followed by nothing a decoder could use. */
export function oversizedJpegHeader(): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
    0x00, 0x00,
  ]);
  // SOF0: length 17, 8-bit, height, width, 3 components.
  const sof0 = Buffer.from([
    0xff, 0xc0, 0x00, 0x11, 0x08, 0xea, 0x60, 0xea, 0x60, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01,
    0x03, 0x11, 0x01,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, randomBytes(2048)]);
}

/** Text in a file named like a picture. */
export const fakePng = () => Buffer.from('I am a text file, not a picture.\n'.repeat(20));

/**
 * A real 1600×1200 PNG (within every limit) with a stretch of its compressed data overwritten:
 * only a full decode finds out.
 */
export async function damagedPng(): Promise<Buffer> {
  const png = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return Buffer.from(png).fill(7, Math.floor(png.length / 2), Math.floor(png.length / 2) + 64);
}
