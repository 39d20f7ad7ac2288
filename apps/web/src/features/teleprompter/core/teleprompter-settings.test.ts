import { describe, expect, it } from 'vitest';
import {
  DEFAULTS,
  clampFontSize,
  clampSpeed,
  parseStoredSettings,
  readStoredSettings,
  serializeSettings,
  settingsKey,
  stepSpeed,
} from './teleprompter-settings';

describe('teleprompter settings', () => {
  it('has the spec defaults', () => {
    expect(DEFAULTS).toEqual({
      speed: 50,
      fontSize: 24,
      mirrorX: false,
      mirrorY: false,
      countdown: true,
      readingLine: true,
    });
  });

  it('clamps speed to 10–200 and font size to 16–48, rounding', () => {
    expect(clampSpeed(5)).toBe(10);
    expect(clampSpeed(250)).toBe(200);
    expect(clampSpeed(72.6)).toBe(73);
    expect(clampSpeed(Number.NaN)).toBe(50);
    expect(clampFontSize(8)).toBe(16);
    expect(clampFontSize(60)).toBe(48);
    expect(clampFontSize(30)).toBe(30);
    expect(clampFontSize(Number.POSITIVE_INFINITY)).toBe(24);
  });

  it('steps speed by 10 points within the limits', () => {
    expect(stepSpeed(50, 'up')).toBe(60);
    expect(stepSpeed(50, 'down')).toBe(40);
    expect(stepSpeed(195, 'up')).toBe(200);
    expect(stepSpeed(200, 'up')).toBe(200);
    expect(stepSpeed(15, 'down')).toBe(10);
    expect(stepSpeed(10, 'down')).toBe(10);
  });

  it('keys settings per user', () => {
    expect(settingsKey('u-42')).toBe('teleprompter:settings:u-42');
  });

  it('falls back field by field', () => {
    expect(
      parseStoredSettings({
        speed: 'fast',
        fontSize: 300,
        mirrorX: true,
        mirrorY: 'yes',
        countdown: false,
        extra: 1,
      }),
    ).toEqual({
      speed: 50,
      fontSize: 48,
      mirrorX: true,
      mirrorY: false,
      countdown: false,
      readingLine: true,
    });
  });

  it('gives the defaults for non-objects', () => {
    for (const value of [null, undefined, 3, 'x', [1, 2]]) {
      expect(parseStoredSettings(value)).toEqual(DEFAULTS);
    }
  });

  it('reads raw storage strings, tolerating bad JSON', () => {
    expect(readStoredSettings(null)).toEqual(DEFAULTS);
    expect(readStoredSettings('{not json')).toEqual(DEFAULTS);
    expect(readStoredSettings('{"speed":120,"fontSize":32}')).toMatchObject({
      speed: 120,
      fontSize: 32,
    });
  });

  it('round-trips through serialize', () => {
    const settings = { ...DEFAULTS, speed: 90, mirrorY: true };
    expect(readStoredSettings(serializeSettings(settings))).toEqual(settings);
  });
});
