import { describe, expect, it } from 'vitest';
import { alignedPart, expandToFullRange } from './direct-frames';

describe('alignedPart', () => {
  it('keeps a whole picture as it is', () => {
    expect(alignedPart({ x: 0, y: 0, width: 1920, height: 1080 }, 1920, 1080)).toEqual({
      x: 0,
      y: 0,
      width: 1920,
      height: 1080,
    });
  });

  it('puts a Short’s middle strip on even pixels, each edge moved by under a pixel', () => {
    // A landscape 1080p picture filling a 9:16 frame: x 656.25, 607.5 wide.
    const part = alignedPart({ x: 656.25, y: 0, width: 607.5, height: 1080 }, 1920, 1080);
    expect(part).toEqual({ x: 656, y: 0, width: 608, height: 1080 });
  });

  it('refuses a part that even pixels would move by a pixel or more', () => {
    expect(alignedPart({ x: 1, y: 0, width: 100, height: 100 }, 1920, 1080)).toBeNull();
    expect(alignedPart({ x: 0, y: 0, width: 1, height: 100 }, 1920, 1080)).toBeNull();
  });

  it('never reaches outside the picture', () => {
    const part = alignedPart({ x: -0.4, y: 0, width: 1920.8, height: 1080 }, 1920, 1080);
    expect(part).toEqual({ x: 0, y: 0, width: 1920, height: 1080 });
  });
});

describe('expandToFullRange', () => {
  it('maps video levels to full range: luma 16–235 and chroma 16–240 stretched about 128', () => {
    // A 4×2 picture: 8 luma bytes, then 2 U and 2 V.
    const bytes = Uint8Array.from([0, 16, 17, 126, 128, 235, 240, 255, 16, 128, 240, 255]);
    expandToFullRange(bytes, 4, 2);
    const luma = [0, 0, 1, 128, 130, 255, 255, 255];
    const expectedLuma = [0, 16, 17, 126, 128, 235, 240, 255].map((v) =>
      Math.min(255, Math.max(0, Math.round(((v - 16) * 255) / 219))),
    );
    expect(expectedLuma).toEqual(luma);
    expect([...bytes.slice(0, 8)]).toEqual(luma);
    // Chroma keeps its neutral 128 and stretches about it.
    // (16 − 128) × 255 / 224 + 128 = 0.5, so the lowest chroma is 1.
    expect([...bytes.slice(8)]).toEqual([1, 128, 255, 255]);
  });

  it('handles a picture whose planes end on an odd byte', () => {
    // 2×1: two luma bytes, then one U and one V (a 1×1 chroma plane each).
    const bytes = Uint8Array.from([235, 16, 240, 16]);
    expandToFullRange(bytes, 2, 1);
    expect([...bytes]).toEqual([255, 0, 255, 1]);
    // 6×2 luma is 12 bytes; 3×1 chroma twice is 6: the pass must not run past them.
    const wider = new Uint8Array(18 + 2).fill(128);
    wider[18] = 7;
    wider[19] = 9;
    expandToFullRange(wider, 6, 2);
    expect([...wider.slice(18)]).toEqual([7, 9]);
  });
});
