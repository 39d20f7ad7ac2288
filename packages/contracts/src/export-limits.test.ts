import { describe, expect, it } from 'vitest';
import { countVideoBodySchema, exportLimitsFor, exportSettingOverLimit } from './export-limits';
import { PLAN_ORDER, PLANS } from './plans';

describe('export limits per plan', () => {
  it('lets Free export up to 720p at 30 fps, and the paid plans 1080p at 60 fps', () => {
    expect(exportLimitsFor('free')).toEqual({ maxExportHeight: 720, maxExportFps: 30 });
    for (const subscription of ['boost', 'creator', 'pro', 'agency']) {
      expect(exportLimitsFor(subscription)).toEqual({ maxExportHeight: 1080, maxExportFps: 60 });
    }
  });

  it('names the first setting a plan does not allow', () => {
    expect(exportSettingOverLimit('free', { height: 720, fps: 30 })).toBeNull();
    expect(exportSettingOverLimit('free', { height: 480, fps: 24 })).toBeNull();
    expect(exportSettingOverLimit('free', { height: 1080, fps: 30 })).toBe('height');
    expect(exportSettingOverLimit('free', { height: 720, fps: 60 })).toBe('fps');
    expect(exportSettingOverLimit('free', { height: 1080, fps: 60 })).toBe('height');
    expect(exportSettingOverLimit('boost', { height: 1080, fps: 60 })).toBeNull();
    expect(exportSettingOverLimit('pro', { height: 2160, fps: 30 })).toBe('height');
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
      const { maxExportHeight, maxExportFps } = exportLimitsFor(id);
      expect(exportLines[PLAN_ORDER.indexOf(id)]).toEqual([
        `Exports up to ${maxExportHeight}p, ${maxExportFps} fps`,
      ]);
    }
  });

  it('promises no phone line: Pro offers a call back on request', () => {
    const keys = PLAN_ORDER.flatMap((id) => PLANS[id].features.map((feature) => feature.key));
    expect(keys).not.toContain('phone-support');
    expect(PLANS.pro.features.map((feature) => feature.key)).toContain('call-back');
  });

  it('accepts the exported size and names a bad field', () => {
    expect(countVideoBodySchema.parse({ height: 1080, fps: 60 })).toEqual({
      height: 1080,
      fps: 60,
    });
    const result = countVideoBodySchema.safeParse({ height: 720.5, fps: 30 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['height']);
  });
});
