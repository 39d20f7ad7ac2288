import { describe, expect, it } from 'vitest';
import { levelOf, smoothLevel } from './mic-level';

const sine = (amplitude: number, length = 1024) =>
  Float32Array.from({ length }, (_, index) => amplitude * Math.sin((2 * Math.PI * index) / 64));

describe('microphone level', () => {
  it('reads silence as 0 and a full-scale square wave as 100', () => {
    expect(levelOf(new Float32Array(1024))).toBe(0);
    expect(levelOf([])).toBe(0);
    expect(levelOf(Float32Array.from({ length: 512 }, (_, i) => (i % 2 ? 1 : -1)))).toBe(100);
  });

  it('places loudness on a -60..0 dB scale', () => {
    // A sine's RMS is its amplitude / √2: -3 dB at full scale, -23 dB at 0.1, -63 dB at 0.001.
    expect(levelOf(sine(1))).toBe(95);
    expect(levelOf(sine(0.1))).toBe(62);
    expect(levelOf(sine(0.001))).toBe(0);
  });

  it('rises at once and falls back gently', () => {
    expect(smoothLevel(10, 80)).toBe(80);
    expect(smoothLevel(80, 0)).toBe(74);
    expect(smoothLevel(3, 0)).toBe(0);
    expect(smoothLevel(50, 48)).toBe(48);
  });
});
