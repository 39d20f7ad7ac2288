import { describe, expect, it } from 'vitest';
import {
  EXPORT_PRESETS,
  applyPreset,
  lengthOverPreset,
  presetById,
  type ExportPresetId,
} from './export-presets';
import { DEFAULT_SETTINGS, resolutionsFor, type ExportSettings } from './export-settings';

const MINUTE = 60_000;
const custom: ExportSettings = {
  ...DEFAULT_SETTINGS,
  fps: 24,
  quality: 'low',
  format: 'webm',
  loudness: { enabled: false, targetLufs: -23 },
};

describe('export presets', () => {
  it('are YouTube, Shorts, TikTok, Reels, Instagram feed and Square, each at a size its format offers', () => {
    expect(EXPORT_PRESETS.map((preset) => [preset.id, preset.format])).toEqual([
      ['youtube', '16:9'],
      ['youtube-shorts', '9:16'],
      ['tiktok', '9:16'],
      ['instagram-reels', '9:16'],
      ['instagram-feed', '4:5'],
      ['square', '1:1'],
    ]);
    for (const preset of EXPORT_PRESETS)
      expect(resolutionsFor(preset.format), preset.id).toContainEqual(preset.resolution);
  });

  it('YouTube sets 1920×1080 at 30 fps, 8 Mbps, −14 LUFS on, and keeps the file format', () => {
    expect(applyPreset(custom, presetById('youtube'), 'pro')).toEqual({
      ...custom,
      resolution: { width: 1920, height: 1080 },
      fps: 30,
      quality: 'high',
      loudness: { enabled: true, targetLufs: -14 },
    });
  });

  it('Shorts, TikTok and Reels set 1080×1920 at 30 fps and −14 LUFS', () => {
    for (const id of ['youtube-shorts', 'tiktok', 'instagram-reels'] as ExportPresetId[]) {
      const applied = applyPreset(custom, presetById(id), 'boost');
      expect(applied.resolution, id).toEqual({ width: 1080, height: 1920 });
      expect(applied.fps, id).toBe(30);
      expect(applied.quality, id).toBe('high');
      expect(applied.loudness, id).toEqual({ enabled: true, targetLufs: -14 });
    }
    expect(applyPreset(custom, presetById('instagram-feed'), 'pro').resolution).toEqual({
      width: 1080,
      height: 1350,
    });
    expect(applyPreset(custom, presetById('square'), 'pro').resolution).toEqual({
      width: 1080,
      height: 1080,
    });
  });

  it('on Free gives the largest size of the preset’s format the plan exports', () => {
    expect(applyPreset(custom, presetById('youtube-shorts'), 'free').resolution).toEqual({
      width: 720,
      height: 1280,
    });
    expect(applyPreset(custom, presetById('youtube'), 'free').resolution).toEqual({
      width: 1280,
      height: 720,
    });
    expect(applyPreset(custom, presetById('instagram-feed'), 'free').resolution).toEqual({
      width: 720,
      height: 900,
    });
    expect(applyPreset(custom, presetById('square'), 'free').resolution).toEqual({
      width: 720,
      height: 720,
    });
  });
});

describe('length warning', () => {
  it('YouTube Shorts and Reels: up to 3 minutes; TikTok 10; Instagram feed 60', () => {
    const over = (id: ExportPresetId, ms: number) => lengthOverPreset(presetById(id), ms);
    expect(over('youtube-shorts', 3 * MINUTE)).toBeNull();
    expect(over('youtube-shorts', 3 * MINUTE + 1)).toBe(3 * MINUTE);
    expect(over('instagram-reels', 3 * MINUTE)).toBeNull();
    expect(over('instagram-reels', 3 * MINUTE + 1)).toBe(3 * MINUTE);
    expect(over('tiktok', 10 * MINUTE)).toBeNull();
    expect(over('tiktok', 10 * MINUTE + 1)).toBe(10 * MINUTE);
    expect(over('instagram-feed', 60 * MINUTE)).toBeNull();
    expect(over('instagram-feed', 60 * MINUTE + 1)).toBe(60 * MINUTE);
  });

  it('never warns for YouTube or Square', () => {
    expect(lengthOverPreset(presetById('youtube'), 12 * 60 * MINUTE)).toBeNull();
    expect(lengthOverPreset(presetById('square'), 12 * 60 * MINUTE)).toBeNull();
  });
});
