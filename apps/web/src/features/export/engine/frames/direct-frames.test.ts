import { describe, expect, it } from 'vitest';
import { alignedPart } from './direct-frames';

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
