import { exportSettingOverLimit } from '@reelwright/contracts';
import type { ExportFps, ExportResolution, ExportSettings } from './export-settings';

// Which export choices the creator's plan allows, by the rule the server checks again when the
// export is counted (`exportSettingOverLimit` in @reelwright/contracts).

/** Whether the plan locks this resolution (Free: above 720p). */
export const resolutionLocked = (subscription: string, resolution: ExportResolution): boolean =>
  exportSettingOverLimit(subscription, { height: resolution.height, fps: 1 }) === 'height';

/** Whether the plan locks this frame rate (Free: above 30 fps). */
export const fpsLocked = (subscription: string, fps: ExportFps): boolean =>
  exportSettingOverLimit(subscription, { height: 1, fps }) === 'fps';

/** Whether the plan allows exporting at these settings. */
export const settingsAllowed = (subscription: string, settings: ExportSettings): boolean =>
  exportSettingOverLimit(subscription, {
    height: settings.resolution.height,
    fps: settings.fps,
  }) === null;
