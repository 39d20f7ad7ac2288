import { describe, expect, it } from 'vitest';
import { VIDEO_FORMATS } from '../document';
import { FORMAT_SIZES, frameAspect, matchesFormat, referenceFrame } from './frame-format';

describe('frame formats', () => {
  it('gives each format its aspect', () => {
    expect(frameAspect('16:9')).toBeCloseTo(16 / 9);
    expect(frameAspect('9:16')).toBeCloseTo(9 / 16);
    expect(frameAspect('1:1')).toBe(1);
    expect(frameAspect('4:5')).toBe(0.8);
  });

  it('lists the issue’s export sizes, largest first, each of its format’s shape', () => {
    expect(FORMAT_SIZES['9:16']).toEqual([
      { width: 1080, height: 1920 },
      { width: 720, height: 1280 },
    ]);
    expect(FORMAT_SIZES['4:5']).toEqual([
      { width: 1080, height: 1350 },
      { width: 864, height: 1080 },
      { width: 720, height: 900 },
    ]);
    for (const format of VIDEO_FORMATS) {
      const sizes = FORMAT_SIZES[format];
      sizes.forEach((size) => expect(matchesFormat(size, format)).toBe(true));
      const areas = sizes.map((size) => size.width * size.height);
      expect(areas).toEqual([...areas].sort((a, b) => b - a));
    }
  });

  it('keeps 16:9’s 640×360 reference frame and gives the others 640 on the long side', () => {
    expect(referenceFrame('16:9')).toEqual({ width: 640, height: 360 });
    expect(referenceFrame('9:16')).toEqual({ width: 360, height: 640 });
    expect(referenceFrame('1:1')).toEqual({ width: 640, height: 640 });
    expect(referenceFrame('4:5')).toEqual({ width: 512, height: 640 });
  });

  it('tells a frame of another shape apart', () => {
    expect(matchesFormat({ width: 854, height: 480 }, '16:9')).toBe(true);
    expect(matchesFormat({ width: 1280, height: 720 }, '9:16')).toBe(false);
    expect(matchesFormat({ width: 0, height: 720 }, '16:9')).toBe(false);
  });
});
