import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './export-settings';
import { fpsLocked, resolutionLocked, settingsAllowed } from './plan-locks';

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

  it('paid plans (and the old Creator name): 1080p at 60 fps', () => {
    for (const plan of ['boost', 'pro', 'creator']) {
      expect(resolutionLocked(plan, fullHd)).toBe(false);
      expect(fpsLocked(plan, 60)).toBe(false);
      expect(settingsAllowed(plan, { ...DEFAULT_SETTINGS, resolution: fullHd, fps: 60 })).toBe(
        true,
      );
    }
  });
});
