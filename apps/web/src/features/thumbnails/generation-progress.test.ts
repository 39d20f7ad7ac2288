import { describe, expect, it } from 'vitest';
import { footerHint, progressPercent } from './generation-progress';

describe('progressPercent', () => {
  it('is 20 connecting, 60 processing and 100 complete', () => {
    expect(progressPercent('connecting')).toBe(20);
    expect(progressPercent('processing')).toBe(60);
    expect(progressPercent('complete')).toBe(100);
  });

  it('is 80 when thumbnails start coming, then 7 more per thumbnail, staying under 100', () => {
    expect([0, 1, 2, 3, 4].map((done) => progressPercent('thumbnail', done))).toEqual([
      80, 87, 94, 99, 99,
    ]);
    expect(progressPercent('thumbnail', -1)).toBe(80);
  });
});

describe('footerHint', () => {
  it('asks for an idea while nothing is ready', () => {
    expect(footerHint({ readyCount: 0, selectedNumber: null })).toEqual({ key: 'describe' });
  });

  it('asks to choose once something is ready', () => {
    expect(footerHint({ readyCount: 2, selectedNumber: null })).toEqual({ key: 'choose' });
  });

  it('names the chosen thumbnail', () => {
    expect(footerHint({ readyCount: 3, selectedNumber: 2 })).toEqual({
      key: 'selected',
      number: 2,
    });
  });
});
