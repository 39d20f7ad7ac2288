import type { VideoFormat } from '@reelwright/timeline';
import { allowedResolution } from './plan-locks';
import {
  LOUDNESS_TARGETS,
  type ExportFps,
  type ExportQuality,
  type ExportResolution,
  type ExportSettings,
} from './export-settings';

// Where the video is going, as one choice: each preset sets the frame's format, size, rate,
// bitrate (by quality) and loudness target, and knows how long a video the platform takes.

export type ExportPresetId =
  'youtube' | 'youtube-shorts' | 'tiktok' | 'instagram-reels' | 'instagram-feed' | 'square';

export interface ExportPreset {
  id: ExportPresetId;
  format: VideoFormat;
  resolution: ExportResolution;
  fps: ExportFps;
  quality: ExportQuality;
  targetLufs: number;
  /** the longest video the platform takes in this form, ms; null where no limit matters */
  maxDurationMs: number | null;
}

const MINUTE_MS = 60_000;

/**
 * The platforms' limits, as they stood when written:
 * - YouTube Shorts: square or vertical videos up to 3 minutes count as Shorts since 15 October
 *   2024 (YouTube Help, "Understand three-minute YouTube Shorts", answer 15424877).
 * - TikTok: videos up to 10 minutes (TikTok's announcement of 28 February 2022, reported by
 *   Search Engine Land, "TikTok videos can now be 10 minutes"); longer uploads exist on some
 *   accounts but are not what the feed is built for.
 * - Instagram Reels: up to 3 minutes since January 2025 (Adam Mosseri's announcement, reported
 *   by Social Samosa, "Instagram introduces three-minute Reels"); 90 s before.
 * - Instagram feed videos: up to 60 minutes uploaded from a computer, 15 from the phone app (the
 *   feed took over IGTV's long videos; Instagram's help names no single figure, so this is the
 *   guides' consensus, e.g. PostPlanify's "How to post a long video on Instagram", 2026).
 * Limits move; these are the ones the warning uses, not a promise about the platforms.
 * Every preset uses 8 Mbps ('high'), YouTube's recommendation for 1080p at 30 fps, and the
 * platforms' −14 LUFS.
 */
export const EXPORT_PRESETS: readonly ExportPreset[] = [
  {
    id: 'youtube',
    format: '16:9',
    resolution: { width: 1920, height: 1080 },
    fps: 30,
    quality: 'high',
    targetLufs: LOUDNESS_TARGETS.platforms,
    maxDurationMs: null,
  },
  {
    id: 'youtube-shorts',
    format: '9:16',
    resolution: { width: 1080, height: 1920 },
    fps: 30,
    quality: 'high',
    targetLufs: LOUDNESS_TARGETS.platforms,
    maxDurationMs: 3 * MINUTE_MS,
  },
  {
    id: 'tiktok',
    format: '9:16',
    resolution: { width: 1080, height: 1920 },
    fps: 30,
    quality: 'high',
    targetLufs: LOUDNESS_TARGETS.platforms,
    maxDurationMs: 10 * MINUTE_MS,
  },
  {
    id: 'instagram-reels',
    format: '9:16',
    resolution: { width: 1080, height: 1920 },
    fps: 30,
    quality: 'high',
    targetLufs: LOUDNESS_TARGETS.platforms,
    maxDurationMs: 3 * MINUTE_MS,
  },
  {
    id: 'instagram-feed',
    format: '4:5',
    resolution: { width: 1080, height: 1350 },
    fps: 30,
    quality: 'high',
    targetLufs: LOUDNESS_TARGETS.platforms,
    maxDurationMs: 60 * MINUTE_MS,
  },
  {
    id: 'square',
    format: '1:1',
    resolution: { width: 1080, height: 1080 },
    fps: 30,
    quality: 'high',
    targetLufs: LOUDNESS_TARGETS.platforms,
    maxDurationMs: null,
  },
];

export const presetById = (id: ExportPresetId): ExportPreset =>
  EXPORT_PRESETS.find((preset) => preset.id === id)!;

/**
 * The settings a preset gives: its size (or, where the plan does not export that, the largest
 * of its format the plan does — 720×1280 for Shorts on Free), rate, quality and loudness target
 * with normalization on. The file format (MP4 / WebM) stays as chosen.
 */
export function applyPreset(
  settings: ExportSettings,
  preset: ExportPreset,
  subscription: string,
): ExportSettings {
  return {
    ...settings,
    resolution: allowedResolution(subscription, preset.format, preset.resolution),
    fps: preset.fps,
    quality: preset.quality,
    loudness: { enabled: true, targetLufs: preset.targetLufs },
  };
}

/** The platform's limit when the video is longer than the preset's platform takes, else null. */
export const lengthOverPreset = (preset: ExportPreset, durationMs: number): number | null =>
  preset.maxDurationMs !== null && durationMs > preset.maxDurationMs ? preset.maxDurationMs : null;
