import { exportSettingOverLimit } from '@reelwright/contracts';
import type { VideoFormat } from '@reelwright/timeline';
import {
  defaultResolutionFor,
  resolutionsFor,
  sameResolution,
  type ExportFps,
  type ExportResolution,
  type ExportSettings,
} from './export-settings';

// Which export choices the creator's plan allows, by the rule the server checks again when the
// export is counted (`exportSettingOverLimit` in @reelwright/contracts): the frame's shorter side
// and the frame rate.

/** Whether the plan locks this resolution (Free: a shorter side above 720, so 1080×1920 but not 720×1280). */
export const resolutionLocked = (subscription: string, resolution: ExportResolution): boolean =>
  exportSettingOverLimit(subscription, { ...resolution, fps: 1 }) !== null;

/** Whether the plan locks this frame rate (Free: above 30 fps). */
export const fpsLocked = (subscription: string, fps: ExportFps): boolean =>
  exportSettingOverLimit(subscription, { width: 1, height: 1, fps }) === 'fps';

/** Whether the plan allows exporting at these settings. */
export const settingsAllowed = (subscription: string, settings: ExportSettings): boolean =>
  exportSettingOverLimit(subscription, { ...settings.resolution, fps: settings.fps }) === null;

/**
 * The size to export a project of this format at: `wanted` when the format offers it and the
 * plan allows it, else the format's default if allowed, else the largest size the plan allows
 * (a 4:5 project on Free gets 720×900).
 */
export function allowedResolution(
  subscription: string,
  format: VideoFormat,
  wanted: ExportResolution,
): ExportResolution {
  const offered = resolutionsFor(format);
  const usable = (size: ExportResolution) => !resolutionLocked(subscription, size);
  if (offered.some((size) => sameResolution(size, wanted)) && usable(wanted)) return wanted;
  const fallback = defaultResolutionFor(format);
  if (usable(fallback)) return fallback;
  return offered.find(usable) ?? offered[offered.length - 1]!;
}
