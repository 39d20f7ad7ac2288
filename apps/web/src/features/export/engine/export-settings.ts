import {
  contentEnd,
  FORMAT_SIZES,
  type TimelineDocument,
  type TimelineItem,
  type VideoFormat,
} from '@reelwright/timeline';
import type { ImageScaling } from '../../../lib/composition/frame-layout';

// The export's choices and the arithmetic around them (spec §9, Export), with no browser APIs.

export type ExportFormat = 'mp4' | 'webm';
export type ExportQuality = 'low' | 'medium' | 'high';
export type ExportFps = 24 | 30 | 60;

export interface ExportResolution {
  width: number;
  height: number;
}

/**
 * Whether the mix is brought to a loudness target on export, and which (integrated LUFS). The
 * audio engine reads it; the dialog only carries it.
 */
export interface LoudnessSettings {
  enabled: boolean;
  targetLufs: number;
}

export interface ExportSettings {
  resolution: ExportResolution;
  fps: ExportFps;
  quality: ExportQuality;
  format: ExportFormat;
  /**
   * The old global picture scaling; each item's own fit replaced it, so the dialog no longer
   * offers it. Kept (always 'fit') while the render still reads it.
   */
  scaling: ImageScaling;
  loudness: LoudnessSettings;
}

/** The sizes each project format exports at, largest first (the timeline's `FORMAT_SIZES`). */
export const RESOLUTIONS_BY_FORMAT: Readonly<Record<VideoFormat, readonly ExportResolution[]>> =
  FORMAT_SIZES;

/** The 720-class size of each format: the dialog's default (about 1280×720's pixel count). */
const DEFAULT_RESOLUTIONS: Readonly<Record<VideoFormat, ExportResolution>> = {
  '16:9': { width: 1280, height: 720 },
  '9:16': { width: 720, height: 1280 },
  '1:1': { width: 720, height: 720 },
  '4:5': { width: 864, height: 1080 },
};

/** The sizes the dialog offers for a project of this format. */
export const resolutionsFor = (format: VideoFormat): readonly ExportResolution[] =>
  RESOLUTIONS_BY_FORMAT[format];

export const defaultResolutionFor = (format: VideoFormat): ExportResolution =>
  DEFAULT_RESOLUTIONS[format];

/** The landscape sizes (a 16:9 project's). */
export const RESOLUTIONS: readonly ExportResolution[] = RESOLUTIONS_BY_FORMAT['16:9'];

/** Integrated loudness targets: the platforms (YouTube, Shorts, TikTok, Reels), podcasts, broadcast (EBU R128). */
export type LoudnessTargetName = 'platforms' | 'podcast' | 'broadcast';
export const LOUDNESS_TARGETS: Readonly<Record<LoudnessTargetName, number>> = {
  platforms: -14,
  podcast: -16,
  broadcast: -23,
};
export const DEFAULT_LOUDNESS: LoudnessSettings = { enabled: true, targetLufs: -14 };
export const FRAME_RATES: readonly ExportFps[] = [24, 30, 60];
export const QUALITIES: readonly ExportQuality[] = ['low', 'medium', 'high'];
export const FORMATS: readonly ExportFormat[] = ['mp4', 'webm'];

/** Video bits per second for each quality (spec §9: 2, 4, 8 Mbps). */
export const VIDEO_BITRATES: Record<ExportQuality, number> = {
  low: 2_000_000,
  medium: 4_000_000,
  high: 8_000_000,
};
export const AUDIO_BITRATE = 128_000;
export const AUDIO_SAMPLE_RATE = 48_000;
export const AUDIO_CHANNELS = 2;
/** A key frame every 2 s: quick seeking in players at a small size cost. */
export const KEY_FRAME_INTERVAL_S = 2;
/** Each media file must load within this time (spec §5). */
export const MEDIA_LOAD_TIMEOUT_MS = 15_000;
/** Above this estimated size the file is written to the origin private file system. */
export const STREAM_TO_DISK_BYTES = 100 * 1024 * 1024;

/**
 * The spec names the three sizes but no default; 1280×720 is the middle one (and the size the
 * studio records at, and the largest every plan exports), so it is the default — for a 16:9
 * project; others start at their own 720-class size (`defaultResolutionFor`). 30 fps, high
 * quality and 'fit' are the spec's; loudness is normalized to the platforms' −14 LUFS. MP4 (H.264 + AAC) plays wherever a creator uploads, so it
 * comes first; the dialog falls back to WebM where MP4 cannot be encoded
 * (`format-preference.ts`).
 */
export const DEFAULT_SETTINGS: ExportSettings = {
  resolution: { width: 1280, height: 720 },
  fps: 30,
  quality: 'high',
  format: 'mp4',
  scaling: 'fit',
  loudness: DEFAULT_LOUDNESS,
};

export const sameResolution = (a: ExportResolution, b: ExportResolution): boolean =>
  a.width === b.width && a.height === b.height;

export const resolutionLabel = (resolution: ExportResolution): string =>
  `${resolution.width}×${resolution.height}`;

export const exportFileName = (format: ExportFormat): string => `exported-video.${format}`;

export const exportMimeType = (format: ExportFormat): string =>
  format === 'mp4' ? 'video/mp4' : 'video/webm';

/** What gets exported: up to the end of the last item, at least one frame. */
export const exportDurationMs = (document: TimelineDocument): number => contentEnd(document);

/** How many frames the export draws: one per 1/fps over the content, at least one. */
export const frameCount = (durationMs: number, fps: number): number =>
  Math.max(1, Math.ceil((durationMs * fps) / 1000));

/** The timeline time (ms, not rounded) of frame `index`. */
export const frameTimeMs = (index: number, fps: number): number => (index * 1000) / fps;

/**
 * The frames (first inclusive, end exclusive) on which an item is on screen — the frames whose
 * time t has start ≤ t < end, as `whatPlaysAt` decides.
 */
export function itemFrameRange(
  item: Pick<TimelineItem, 'startTime' | 'duration'>,
  fps: number,
): { first: number; end: number } {
  const first = Math.ceil((item.startTime * fps) / 1000);
  const end = Math.ceil(((item.startTime + item.duration) * fps) / 1000);
  return { first, end: Math.max(first, end) };
}

/** The estimated file size in bytes: (video + audio bitrate) × duration. */
export const estimatedBytes = (settings: ExportSettings, durationMs: number): number =>
  Math.ceil(((VIDEO_BITRATES[settings.quality] + AUDIO_BITRATE) * durationMs) / 1000 / 8);

export const shouldStreamToDisk = (settings: ExportSettings, durationMs: number): boolean =>
  estimatedBytes(settings, durationMs) > STREAM_TO_DISK_BYTES;

// Progress (spec §4): 5 while loading media, up to 25 once every file is in, 30 when recording
// starts, 30–95 across the frames, 100 when the file is done.
export const PROGRESS = {
  loading: 5,
  loaded: 25,
  recording: 30,
  framesEnd: 95,
  done: 100,
} as const;

export function loadingProgress(loaded: number, total: number): number {
  if (total <= 0) return PROGRESS.loaded;
  const share = Math.min(1, Math.max(0, loaded / total));
  return PROGRESS.loading + (PROGRESS.loaded - PROGRESS.loading) * share;
}

export function frameProgress(done: number, total: number): number {
  if (total <= 0) return PROGRESS.framesEnd;
  const share = Math.min(1, Math.max(0, done / total));
  return PROGRESS.recording + (PROGRESS.framesEnd - PROGRESS.recording) * share;
}

export interface RenderSpeed {
  /** frames drawn and encoded per second of wall time (0 before any) */
  framesPerSecond: number;
  /** seconds left at that pace; null until it is known */
  secondsLeft: number | null;
}

/** Frames per second and time left from frames done and the time spent on them. */
export function renderSpeed(done: number, total: number, elapsedMs: number): RenderSpeed {
  if (done <= 0 || elapsedMs <= 0) return { framesPerSecond: 0, secondsLeft: null };
  const framesPerSecond = (done * 1000) / elapsedMs;
  return {
    framesPerSecond,
    secondsLeft: Math.max(0, total - done) / framesPerSecond,
  };
}

/** "m:ss" for a time left. */
export function formatSecondsLeft(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** "12.3 MB" (MB of 1024² bytes, one decimal), the way the studio shows sizes. */
export function formatFileSize(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
