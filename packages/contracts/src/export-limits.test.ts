import { describe, expect, it } from 'vitest';
import { countVideoBodySchema, exportLimitsFor, exportSettingOverLimit } from './export-limits';
import { PLAN_ORDER, PLANS } from './plans';

describe('export limits per plan', () => {
  it('lets Free export up to 720p at 30 fps, and the paid plans 1080p at 60 fps', () => {
    expect(exportLimitsFor('free')).toEqual({ maxExportShortSide: 720, maxExportFps: 30 });
    for (const subscription of ['boost', 'creator', 'pro', 'agency']) {
      expect(exportLimitsFor(subscription)).toEqual({ maxExportShortSide: 1080, maxExportFps: 60 });
    }
  });

  it('names the first setting a plan does not allow', () => {
    expect(exportSettingOverLimit('free', { width: 1280, height: 720, fps: 30 })).toBeNull();
    expect(exportSettingOverLimit('free', { width: 854, height: 480, fps: 24 })).toBeNull();
    expect(exportSettingOverLimit('free', { width: 1920, height: 1080, fps: 30 })).toBe('height');
    expect(exportSettingOverLimit('free', { width: 1280, height: 720, fps: 60 })).toBe('fps');
    expect(exportSettingOverLimit('free', { width: 1920, height: 1080, fps: 60 })).toBe('height');
    expect(exportSettingOverLimit('boost', { width: 1920, height: 1080, fps: 60 })).toBeNull();
    expect(exportSettingOverLimit('pro', { width: 3840, height: 2160, fps: 30 })).toBe('height');
  });

  it('limits the shorter side, so an upright 720p is 720×1280 and a square 720p is 720×720', () => {
    expect(exportSettingOverLimit('free', { width: 720, height: 1280, fps: 30 })).toBeNull();
    expect(exportSettingOverLimit('free', { width: 1080, height: 1920, fps: 30 })).toBe('width');
    expect(exportSettingOverLimit('free', { width: 720, height: 720, fps: 30 })).toBeNull();
    expect(exportSettingOverLimit('free', { width: 1080, height: 1080, fps: 30 })).toBe('height');
    expect(exportSettingOverLimit('free', { width: 864, height: 1080, fps: 30 })).toBe('width');
    expect(exportSettingOverLimit('boost', { width: 1080, height: 1920, fps: 60 })).toBeNull();
    expect(exportSettingOverLimit('boost', { width: 1080, height: 1350, fps: 30 })).toBeNull();
  });

  it('says in each plan’s features exactly what it may export', () => {
    const exportLines = PLAN_ORDER.map((id) =>
      PLANS[id].features.filter((feature) => /export/i.test(feature.text)).map((f) => f.text),
    );
    expect(exportLines).toEqual([
      ['Exports up to 720p, 30 fps'],
      ['Exports up to 1080p, 60 fps'],
      ['Exports up to 1080p, 60 fps'],
    ]);
    for (const id of PLAN_ORDER) {
      const { maxExportShortSide, maxExportFps } = exportLimitsFor(id);
      expect(exportLines[PLAN_ORDER.indexOf(id)]).toEqual([
        `Exports up to ${maxExportShortSide}p, ${maxExportFps} fps`,
      ]);
    }
  });

  it('promises no phone line: Pro offers a call back on request', () => {
    const keys = PLAN_ORDER.flatMap((id) => PLANS[id].features.map((feature) => feature.key));
    expect(keys).not.toContain('phone-support');
    expect(PLANS.pro.features.map((feature) => feature.key)).toContain('call-back');
  });

  it('accepts the exported size and names a bad field', () => {
    expect(countVideoBodySchema.parse({ width: 1080, height: 1920, fps: 60 })).toEqual({
      width: 1080,
      height: 1920,
      fps: 60,
    });
    const result = countVideoBodySchema.safeParse({ width: 1280, height: 720.5, fps: 30 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['height']);
    const noWidth = countVideoBodySchema.safeParse({ height: 720, fps: 30 });
    expect(noWidth.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['width'], 'width must be the exported frame width in pixels.'],
    ]);
  });
});
