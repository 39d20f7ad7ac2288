import { describe, expect, it } from 'vitest';
import { NEUTRAL_COLOUR } from '@reelwright/timeline';
import { colourGrade } from '../../../../lib/composition/colour-grade';
import { CHROMA, LUMA, fullRangeValue } from './full-range';
import { PictureBuffer } from './picture-buffer';
import { shrinksToTwoThirds } from './two-thirds';
import { gradePicture, yuvGradeTables } from './yuv-grade';

/** A width × height 4:2:0 picture in `buffer`, filled from `fill` (Y plane, then chroma). */
function picture(
  buffer: PictureBuffer,
  width: number,
  height: number,
  fill: (at: number) => number,
) {
  const size = width * height + 2 * Math.ceil(width / 2) * Math.ceil(height / 2);
  const bytes = buffer.bytes(size);
  for (let at = 0; at < size; at += 1) bytes[at] = fill(at);
  return size;
}

describe('fullRangeValue', () => {
  it('maps video levels onto full range: luma 16–235 to 0–255, chroma 16–240 about 128', () => {
    expect([0, 16, 126, 235, 255].map((v) => fullRangeValue(v, LUMA))).toEqual([
      0, 0, 128, 255, 255,
    ]);
    // (16 − 128) × 255 / 224 + 128 = 0.5: the lowest chroma is 1.
    expect([0, 16, 128, 240, 255].map((v) => fullRangeValue(v, CHROMA))).toEqual([
      0, 1, 128, 255, 255,
    ]);
    // Within half a level of the exact stretch everywhere on the legal range.
    for (let v = 16; v <= 235; v += 1)
      expect(Math.abs(fullRangeValue(v, LUMA) - ((v - 16) * 255) / 219)).toBeLessThanOrEqual(0.75);
    for (let v = 16; v <= 240; v += 1)
      expect(
        Math.abs(fullRangeValue(v, CHROMA) - (((v - 128) * 255) / 224 + 128)),
      ).toBeLessThanOrEqual(0.75);
  });
});

describe('PictureBuffer', () => {
  it('runs the WASM SIMD pass here, and it gives every level exactly what the formula does', () => {
    const buffer = new PictureBuffer();
    expect(buffer.simd).toBe(true);
    // 32×32: 1 024 luma bytes holding each level 4 times, then 512 chroma bytes, twice each.
    picture(buffer, 32, 32, (at) => at % 256);
    buffer.expand(32, 32);
    const bytes = buffer.bytes(1536);
    for (let at = 0; at < 1024; at += 1) expect(bytes[at]).toBe(fullRangeValue(at % 256, LUMA));
    for (let at = 1024; at < 1536; at += 1)
      expect(bytes[at]).toBe(fullRangeValue(at % 256, CHROMA));
  });

  it('makes the same picture with or without WASM, planes of any length included', () => {
    for (const [width, height] of [
      [2, 1],
      [6, 2],
      [34, 18],
      [1920, 1080],
    ] as const) {
      const fill = (at: number) => (at * 37 + 11) % 256;
      const simd = new PictureBuffer();
      const table = new PictureBuffer({ useWasm: false });
      expect(table.simd).toBe(false);
      const size = picture(simd, width, height, fill);
      picture(table, width, height, fill);
      simd.expand(width, height);
      table.expand(width, height);
      const a = simd.bytes(size);
      const b = table.bytes(size);
      let differing = 0;
      for (let at = 0; at < size; at += 1) if (a[at] !== b[at]) differing += 1;
      expect(differing, `${width}×${height}`).toBe(0);
      // And not a byte past the picture.
      expect(table.bytes(size)[0]).toBe(fullRangeValue(fill(0), LUMA));
    }
  });

  it('grows for a larger picture and keeps what it holds', () => {
    const buffer = new PictureBuffer();
    buffer.bytes(16)[0] = 42;
    const big = buffer.bytes(3840 * 2160 * 1.5);
    expect(big.length).toBe(3840 * 2160 * 1.5);
    expect(big[0]).toBe(42);
  });

  it('mixes a crossfade exactly as the JavaScript does, at every share', () => {
    const size = 1920 * 1080 * 1.5 + 6;
    for (const alpha of [0, 0.25, 0.5, 0.999, 1]) {
      const simd = new PictureBuffer();
      const table = new PictureBuffer({ useWasm: false });
      for (const buffer of [simd, table]) {
        const bytes = buffer.bytes(size);
        for (let at = 0; at < size; at += 1) bytes[at] = (at * 37 + 11) % 256;
        const incoming = buffer.incomingBytes(size);
        for (let at = 0; at < size; at += 1) incoming[at] = (at * 91 + 3) % 256;
        buffer.mix(size, alpha);
      }
      const a = simd.bytes(size);
      const b = table.bytes(size);
      let differing = 0;
      for (let at = 0; at < size; at += 1) if (a[at] !== b[at]) differing += 1;
      expect(differing, `alpha ${alpha}`).toBe(0);
      const share = Math.round(alpha * 256);
      expect(a[7]).toBe(
        (((7 * 37 + 11) % 256) * (256 - share) + ((7 * 91 + 3) % 256) * share + 128) >> 8,
      );
    }
  });

  it('grades exactly as gradePicture does, in planes and interleaved', () => {
    const tables = yuvGradeTables(
      colourGrade({ ...NEUTRAL_COLOUR, contrast: 0.3, temperature: 0.5, look: 'vivid' })!,
      false,
    );
    for (const format of ['I420', 'NV12'] as const)
      for (const [width, height] of [
        [2, 2],
        [34, 18],
        [1920, 1080],
      ] as const) {
        const size = width * height * 1.5;
        const reference = Uint8Array.from({ length: size }, (_, at) => (at * 2654435761) >>> 24);
        const simd = new PictureBuffer();
        simd.bytes(size).set(reference);
        simd.grade({ width, height, format }, tables);
        gradePicture(reference, { width, height, format }, tables);
        const graded = simd.bytes(size);
        let differing = 0;
        for (let at = 0; at < size; at += 1) if (graded[at] !== reference[at]) differing += 1;
        expect(differing, `${format} ${width}×${height}`).toBe(0);
      }
  });
});

describe('PictureBuffer.toTwoThirds', () => {
  const sizes = [
    [96, 6],
    [192, 18],
    [1920, 1080],
  ] as const;

  it('brings a picture to two thirds with or without WASM, byte for byte', () => {
    for (const [width, height] of sizes) {
      expect(shrinksToTwoThirds(width, height)).toBe(true);
      const fill = (at: number) => (at * 2654435761) >>> 24;
      const simd = new PictureBuffer();
      const plain = new PictureBuffer({ useWasm: false });
      const size = picture(simd, width, height, fill);
      picture(plain, width, height, fill);
      simd.toTwoThirds(width, height);
      plain.toTwoThirds(width, height);
      const shrunk = (size * 4) / 9;
      const a = simd.bytes(shrunk);
      const b = plain.bytes(shrunk);
      let differing = 0;
      for (let at = 0; at < shrunk; at += 1) if (a[at] !== b[at]) differing += 1;
      expect(differing, `${width}×${height}`).toBe(0);
    }
  });

  it('averages each sample over the area it covers: a flat picture stays flat, a ramp stays a ramp', () => {
    const width = 192;
    const height = 12;
    const buffer = new PictureBuffer();
    // Luma: a ramp across (x), chroma: U flat at 90, V flat at 200.
    picture(buffer, width, height, (at) =>
      at < width * height ? at % width : at < width * height * 1.25 ? 90 : 200,
    );
    buffer.toTwoThirds(width, height);
    const out = buffer.bytes(width * height * 1.5 * (4 / 9));
    const outWidth = 128;
    const outLuma = outWidth * 8;
    // Output x covers input [1.5x, 1.5x + 1.5): its mean is 1.5x + 0.25 — to the rounding.
    for (let row = 0; row < 8; row += 1)
      for (let x = 0; x < outWidth; x += 1) {
        const expected = x % 2 === 0 ? (3 * x) / 2 + 1 / 3 : (3 * (x - 1)) / 2 + 5 / 3;
        expect(Math.abs(out[row * outWidth + x]! - expected)).toBeLessThanOrEqual(0.67);
      }
    expect(new Set(out.subarray(outLuma, outLuma * 1.25))).toEqual(new Set([90]));
    expect(new Set(out.subarray(outLuma * 1.25, outLuma * 1.5))).toEqual(new Set([200]));
  });

  it('takes only pictures in whole blocks of the SIMD pass', () => {
    expect(shrinksToTwoThirds(1280, 720)).toBe(false);
    expect(shrinksToTwoThirds(1920, 1082)).toBe(false);
    expect(shrinksToTwoThirds(3840, 2160)).toBe(true);
  });

  it('grades frame after frame what it brought to two thirds, its tables never overwritten', () => {
    const tables = yuvGradeTables(
      colourGrade({ ...NEUTRAL_COLOUR, contrast: 0.3, temperature: 0.5, look: 'warm' })!,
      false,
    );
    const simd = new PictureBuffer();
    const plain = new PictureBuffer({ useWasm: false });
    const small = { width: 1280, height: 720, format: 'I420' as const };
    // Frames 1 and 2 are brought to two thirds, then graded; between them comes a larger
    // ungraded frame; frame 4 is a graded frame of the small size as it is.
    for (const [frame, width, height, shrink, grade] of [
      [1, 1920, 1080, true, true],
      [2, 1920, 1080, true, true],
      [3, 3840, 2160, false, false],
      [4, 1280, 720, false, true],
    ] as const) {
      const fill = (at: number) => ((at + frame * 7919) * 2654435761) >>> 24;
      for (const buffer of [simd, plain]) {
        picture(buffer, width, height, fill);
        if (shrink) buffer.toTwoThirds(width, height);
        if (grade) buffer.grade(small, tables);
        else buffer.expand(width, height);
      }
      const size = grade ? 1280 * 720 * 1.5 : width * height * 1.5;
      const a = simd.bytes(size);
      const b = plain.bytes(size);
      let differing = 0;
      for (let at = 0; at < size; at += 1) if (a[at] !== b[at]) differing += 1;
      expect(differing, `frame ${frame}`).toBe(0);
    }
  });
});
