import { describe, expect, it } from 'vitest';
import {
  MIN_WINDOW_SIZE,
  POP_OUT_SIZE,
  clampWindow,
  defaultWindowRect,
  defaultWindowSize,
  readingFontSize,
} from './window-geometry';

describe('window geometry', () => {
  it('has the spec sizes', () => {
    expect(MIN_WINDOW_SIZE).toEqual({ width: 300, height: 200 });
    expect(POP_OUT_SIZE).toEqual({ width: 1200, height: 800 });
  });

  it('defaults to min(1200, 80% w) × min(800, 90% h)', () => {
    expect(defaultWindowSize({ width: 1920, height: 1080 })).toEqual({ width: 1200, height: 800 });
    expect(defaultWindowSize({ width: 1280, height: 720 })).toEqual({ width: 1024, height: 648 });
    expect(defaultWindowSize({ width: 1366, height: 768 })).toEqual({ width: 1093, height: 691 });
    expect(defaultWindowSize({ width: 320, height: 200 })).toEqual({ width: 300, height: 200 });
  });

  it('opens upright as a narrow column: min(480, 90% w) × min(900, 90% h)', () => {
    expect(defaultWindowSize({ width: 1920, height: 1080 }, true)).toEqual({
      width: 480,
      height: 900,
    });
    expect(defaultWindowSize({ width: 390, height: 844 }, true)).toEqual({
      width: 351,
      height: 760,
    });
    expect(defaultWindowRect({ width: 1920, height: 1080 }, true)).toEqual({
      x: 720,
      y: 90,
      width: 480,
      height: 900,
    });
  });

  it('reads a quarter larger upright', () => {
    expect(readingFontSize(24, false)).toBe(24);
    expect(readingFontSize(24, true)).toBe(30);
    expect(readingFontSize(48, true)).toBe(60);
  });

  it('centres the default window', () => {
    expect(defaultWindowRect({ width: 1920, height: 1080 })).toEqual({
      x: 360,
      y: 140,
      width: 1200,
      height: 800,
    });
    expect(defaultWindowRect({ width: 1280, height: 720 })).toEqual({
      x: 128,
      y: 36,
      width: 1024,
      height: 648,
    });
  });

  it('enforces the 300×200 minimum', () => {
    expect(
      clampWindow({ x: 10, y: 10, width: 100, height: 50 }, { width: 1000, height: 800 }),
    ).toEqual({
      x: 10,
      y: 10,
      width: 300,
      height: 200,
    });
  });

  it('keeps the window on screen', () => {
    const viewport = { width: 1000, height: 800 };
    expect(clampWindow({ x: -50, y: -20, width: 400, height: 300 }, viewport)).toEqual({
      x: 0,
      y: 0,
      width: 400,
      height: 300,
    });
    expect(clampWindow({ x: 900, y: 700, width: 400, height: 300 }, viewport)).toEqual({
      x: 600,
      y: 500,
      width: 400,
      height: 300,
    });
    expect(clampWindow({ x: 50, y: 50, width: 1500, height: 900 }, viewport)).toEqual({
      x: 0,
      y: 0,
      width: 1000,
      height: 800,
    });
  });

  it('keeps the minimum on a viewport smaller than it, pinned to the corner', () => {
    expect(
      clampWindow({ x: 40, y: 40, width: 500, height: 500 }, { width: 250, height: 150 }),
    ).toEqual({
      x: 0,
      y: 0,
      width: 300,
      height: 200,
    });
  });
});
