import type { VideoFormat } from '../document';

// The frame's shape as numbers. Overlay transforms are stored in px of a reference frame whose
// long side is 640 (16:9 is 640×360, as it always was, so older projects keep their exact
// transforms); titles and captions size their fonts in px at a frame whose long side is 1280.

export interface FrameSize {
  width: number;
  height: number;
}

const ASPECTS: Record<VideoFormat, FrameSize> = {
  '16:9': { width: 16, height: 9 },
  '9:16': { width: 9, height: 16 },
  '1:1': { width: 1, height: 1 },
  '4:5': { width: 4, height: 5 },
};

/** Width over height of a format's frame. */
export const frameAspect = (format: VideoFormat): number =>
  ASPECTS[format].width / ASPECTS[format].height;

/**
 * The sizes a format exports at, largest first. 4:5 adds 720×900 to its 1080×1350 and 864×1080:
 * Free exports up to a 720-pixel shorter side and would otherwise have no 4:5 size at all.
 */
export const FORMAT_SIZES: Readonly<Record<VideoFormat, readonly FrameSize[]>> = {
  '16:9': [
    { width: 1920, height: 1080 },
    { width: 1280, height: 720 },
    { width: 854, height: 480 },
  ],
  '9:16': [
    { width: 1080, height: 1920 },
    { width: 720, height: 1280 },
  ],
  '1:1': [
    { width: 1080, height: 1080 },
    { width: 720, height: 720 },
  ],
  '4:5': [
    { width: 1080, height: 1350 },
    { width: 864, height: 1080 },
    { width: 720, height: 900 },
  ],
};

export const REFERENCE_LONG_SIDE = 640;
/** Title and caption font sizes are px at a frame whose long side is this. */
export const TEXT_REFERENCE_LONG_SIDE = 1280;

/** The frame overlay transforms of a format are stored in (px): 640 on the long side. */
export function referenceFrame(format: VideoFormat): FrameSize {
  const { width, height } = ASPECTS[format];
  return width >= height
    ? { width: REFERENCE_LONG_SIDE, height: (REFERENCE_LONG_SIDE * height) / width }
    : { width: (REFERENCE_LONG_SIDE * width) / height, height: REFERENCE_LONG_SIDE };
}

/** Whether a frame of this size has the format's shape (within 1%: 854×480 is 16:9). */
export function matchesFormat(size: FrameSize, format: VideoFormat): boolean {
  if (!(size.width > 0 && size.height > 0)) return false;
  return Math.abs(size.width / size.height / frameAspect(format) - 1) < 0.01;
}
