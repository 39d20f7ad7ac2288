import { z } from 'zod';
import { planIdOf, type PlanId } from './plans';

/**
 * The largest export a plan allows: the frame's shorter side in pixels (720p is 1280×720 across
 * and 720×1280 upright) and frames per second.
 */
export type ExportLimits = { maxExportShortSide: number; maxExportFps: number };

/** Free exports up to 720p at 30 fps; 1080p and 60 fps come with the paid plans. */
export const EXPORT_LIMITS: Record<PlanId, ExportLimits> = {
  free: { maxExportShortSide: 720, maxExportFps: 30 },
  boost: { maxExportShortSide: 1080, maxExportFps: 60 },
  pro: { maxExportShortSide: 1080, maxExportFps: 60 },
};

export const exportLimitsFor = (subscription: string): ExportLimits =>
  EXPORT_LIMITS[planIdOf(subscription)];

/** What an export is rendered at, as the export dialog chose it. */
export type ExportSize = { width: number; height: number; fps: number };

/** The frame's shorter side, which the plan limits: 'width' for an upright frame, else 'height'. */
export const shortSideOf = (size: Pick<ExportSize, 'width' | 'height'>): 'width' | 'height' =>
  size.width < size.height ? 'width' : 'height';

/**
 * The first setting of `size` that the subscription's plan does not allow — the shorter side
 * (`width` or `height`, whichever it is), then `fps` — or null when the plan allows the export.
 * The export dialog locks those choices with it and the server refuses to count an export that
 * breaks it.
 */
export function exportSettingOverLimit(
  subscription: string,
  size: ExportSize,
): keyof ExportSize | null {
  const limits = exportLimitsFor(subscription);
  if (Math.min(size.width, size.height) > limits.maxExportShortSide) return shortSideOf(size);
  if (size.fps > limits.maxExportFps) return 'fps';
  return null;
}

/** `POST /api/usage/video`: the size the video was exported at, checked against the plan. */
export const countVideoBodySchema = z
  .object({
    width: z
      .number({ error: 'width must be the exported frame width in pixels.' })
      .int({ error: 'width must be a whole number of pixels.' })
      .min(1, { error: 'width must be at least 1 pixel.' })
      .max(8192, { error: 'width must be at most 8192 pixels.' }),
    height: z
      .number({ error: 'height must be the exported frame height in pixels.' })
      .int({ error: 'height must be a whole number of pixels.' })
      .min(1, { error: 'height must be at least 1 pixel.' })
      .max(8192, { error: 'height must be at most 8192 pixels.' }),
    fps: z
      .number({ error: 'fps must be the exported frames per second.' })
      .int({ error: 'fps must be a whole number.' })
      .min(1, { error: 'fps must be at least 1.' })
      .max(240, { error: 'fps must be at most 240.' }),
  })
  .meta({ examples: [{ width: 1280, height: 720, fps: 30 }] });
export type CountVideoBody = z.infer<typeof countVideoBodySchema>;
