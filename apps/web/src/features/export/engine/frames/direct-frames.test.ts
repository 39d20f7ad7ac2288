import { describe, expect, it } from 'vitest';
import { alignedPart, isDirectSource } from './direct-frames';

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

describe('isDirectSource', () => {
  const frame = (
    format: VideoPixelFormat | null,
    matrix: VideoMatrixCoefficients | null,
    width = 1920,
    height = 1080,
  ) =>
    ({
      format,
      colorSpace: { matrix, fullRange: false, primaries: null, transfer: null },
      displayWidth: width,
      displayHeight: height,
    }) as unknown as VideoFrame;

  it('takes 8-bit 4:2:0 BT.709 pictures, and unlabelled ones of HD size', () => {
    expect(isDirectSource(frame('I420', 'bt709'))).toBe(true);
    expect(isDirectSource(frame('NV12', 'bt709', 640, 360))).toBe(true);
    expect(isDirectSource(frame('I420', null))).toBe(true);
    expect(isDirectSource(frame('I420', null, 720, 1280))).toBe(true);
  });

  it('draws the rest: other matrices, unlabelled SD, alpha, 4:4:4, RGB', () => {
    expect(isDirectSource(frame('I420', 'smpte170m'))).toBe(false);
    expect(isDirectSource(frame('I420', 'bt470bg'))).toBe(false);
    expect(isDirectSource(frame('I420', null, 640, 480))).toBe(false);
    expect(isDirectSource(frame('I420A', 'bt709'))).toBe(false);
    expect(isDirectSource(frame('I444', 'bt709'))).toBe(false);
    expect(isDirectSource(frame('RGBA', 'rgb'))).toBe(false);
    expect(isDirectSource(frame(null, 'bt709'))).toBe(false);
  });
});
