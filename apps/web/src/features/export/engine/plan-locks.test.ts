import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './export-settings';
import { allowedResolution, fpsLocked, resolutionLocked, settingsAllowed } from './plan-locks';

const fullHd = { width: 1920, height: 1080 };

describe('what a plan exports', () => {
  it('Free: up to 720p at 30 fps', () => {
    expect(resolutionLocked('free', fullHd)).toBe(true);
    expect(resolutionLocked('free', { width: 1280, height: 720 })).toBe(false);
    expect(fpsLocked('free', 60)).toBe(true);
    expect(fpsLocked('free', 30)).toBe(false);
    expect(settingsAllowed('free', DEFAULT_SETTINGS)).toBe(true);
    expect(settingsAllowed('free', { ...DEFAULT_SETTINGS, resolution: fullHd })).toBe(false);
    expect(settingsAllowed('free', { ...DEFAULT_SETTINGS, fps: 60 })).toBe(false);
  });

  it('Free: the shorter side decides, so 720×1280 and 720×720 export but 1080×1920 does not', () => {
    expect(resolutionLocked('free', { width: 720, height: 1280 })).toBe(false);
    expect(resolutionLocked('free', { width: 1080, height: 1920 })).toBe(true);
    expect(resolutionLocked('free', { width: 720, height: 720 })).toBe(false);
    expect(resolutionLocked('free', { width: 1080, height: 1080 })).toBe(true);
    expect(resolutionLocked('free', { width: 864, height: 1080 })).toBe(true);
    expect(resolutionLocked('free', { width: 720, height: 900 })).toBe(false);
    expect(
      settingsAllowed('free', { ...DEFAULT_SETTINGS, resolution: { width: 720, height: 1280 } }),
    ).toBe(true);
  });

  it('picks a size of the project’s format the plan allows', () => {
    const vertical = { width: 1080, height: 1920 };
    expect(allowedResolution('pro', '9:16', vertical)).toEqual(vertical);
    expect(allowedResolution('free', '9:16', vertical)).toEqual({ width: 720, height: 1280 });
    // a size of another format gives way to this format's default
    expect(allowedResolution('pro', '9:16', fullHd)).toEqual({ width: 720, height: 1280 });
    expect(allowedResolution('pro', '16:9', fullHd)).toEqual(fullHd);
    expect(allowedResolution('pro', '4:5', fullHd)).toEqual({ width: 864, height: 1080 });
    // Free cannot export 4:5's 864×1080 default: the largest it can is 720×900
    expect(allowedResolution('free', '4:5', { width: 1080, height: 1350 })).toEqual({
      width: 720,
      height: 900,
    });
    expect(allowedResolution('free', '1:1', { width: 1080, height: 1080 })).toEqual({
      width: 720,
      height: 720,
    });
  });

  it('paid plans (and the old Creator name): 1080p at 60 fps', () => {
    for (const plan of ['boost', 'pro', 'creator']) {
      expect(resolutionLocked(plan, fullHd)).toBe(false);
      expect(resolutionLocked(plan, { width: 1080, height: 1920 })).toBe(false);
      expect(resolutionLocked(plan, { width: 1080, height: 1350 })).toBe(false);
      expect(fpsLocked(plan, 60)).toBe(false);
      expect(settingsAllowed(plan, { ...DEFAULT_SETTINGS, resolution: fullHd, fps: 60 })).toBe(
        true,
      );
    }
  });
});
