import { describe, expect, it } from 'vitest';
import {
  CLIP_HOLD_MS,
  isClipping,
  measureLevel,
  METER_FLOOR_DB,
  nextMeterState,
  SILENT_METER,
  toMeterDb,
} from './mix-level';

describe('mix level', () => {
  it('measures the peak and RMS over every channel', () => {
    const level = measureLevel([Float32Array.from([0.5, -0.5]), Float32Array.from([0, -1])]);
    expect(level.peak).toBe(1);
    expect(level.rms).toBeCloseTo(Math.sqrt(1.5 / 4), 6);
    expect(measureLevel([])).toEqual({ peak: 0, rms: 0 });
  });

  it('reads in dBFS down to a floor of −60', () => {
    expect(toMeterDb(1)).toBe(0);
    expect(toMeterDb(0.5)).toBeCloseTo(-6.02, 2);
    expect(toMeterDb(2)).toBeCloseTo(6.02, 2);
    expect(toMeterDb(0)).toBe(METER_FLOOR_DB);
    expect(toMeterDb(1e-6)).toBe(METER_FLOOR_DB);
  });

  it('lights the clip light at full scale and holds it a second', () => {
    const loud = nextMeterState(SILENT_METER, { peak: 1.4, rms: 0.7 }, 5000);
    expect(isClipping(loud, 5000)).toBe(true);
    const quieter = nextMeterState(loud, { peak: 0.3, rms: 0.1 }, 5500);
    expect(quieter.peakDb).toBeCloseTo(-10.46, 2);
    expect(isClipping(quieter, 5500)).toBe(true);
    expect(isClipping(quieter, 5000 + CLIP_HOLD_MS)).toBe(false);
    expect(isClipping(nextMeterState(SILENT_METER, { peak: 0.99, rms: 0.5 }, 0), 0)).toBe(false);
  });
});
