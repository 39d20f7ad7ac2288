import { describe, expect, it } from 'vitest';
import { pixelsPerMs, scrollAfter, scrollStepPx } from './scroll-math';

describe('scroll math', () => {
  it('matches the spec step of speed/50×2 px per 50 ms', () => {
    expect(scrollStepPx(50)).toBe(2);
    expect(scrollStepPx(200)).toBe(8);
    expect(scrollStepPx(10)).toBe(0.4);
    expect(pixelsPerMs(50)).toBe(0.04);
    expect(pixelsPerMs(200)).toBe(0.16);
  });

  it('moves 40 px per second at 50 and 160 px at 200', () => {
    expect(scrollAfter(0, 1000, 50, 10_000)).toEqual({ position: 40, atEnd: false });
    expect(scrollAfter(0, 1000, 200, 10_000)).toEqual({ position: 160, atEnd: false });
    expect(scrollAfter(100, 50, 50, 10_000)).toEqual({ position: 102, atEnd: false });
  });

  it('is frame-rate independent', () => {
    let position = 0;
    for (let frame = 0; frame < 60; frame += 1)
      position = scrollAfter(position, 1000 / 60, 50, 10_000).position;
    expect(position).toBeCloseTo(40, 9);
  });

  it('clamps an out-of-range speed', () => {
    expect(scrollAfter(0, 1000, 500, 10_000).position).toBe(160);
    expect(scrollAfter(0, 1000, 1, 10_000).position).toBe(8);
  });

  it('stops at maxScroll', () => {
    expect(scrollAfter(990, 1000, 50, 1000)).toEqual({ position: 1000, atEnd: true });
    expect(scrollAfter(1000, 1000, 50, 1000)).toEqual({ position: 1000, atEnd: true });
    expect(scrollAfter(0, 0, 50, 0)).toEqual({ position: 0, atEnd: true });
    expect(scrollAfter(0, 1000, 50, -20)).toEqual({ position: 0, atEnd: true });
  });

  it('ignores negative elapsed time', () => {
    expect(scrollAfter(10, -500, 50, 1000)).toEqual({ position: 10, atEnd: false });
  });
});
