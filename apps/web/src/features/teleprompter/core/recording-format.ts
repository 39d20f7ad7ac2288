import type { VideoFormat } from '@reelwright/timeline';

export type RecordingKind = 'video' | 'audio';
/** Landscape 1280×720, or upright 720×1280 for a project taller than wide (9:16, 4:5). */
export type RecordingOrientation = 'landscape' | 'portrait';

/**
 * How the camera records for a project of this format: upright for 9:16 and 4:5 (a 4:5 frame
 * filled from 9:16 loses only a strip at top and bottom), across for 16:9 and 1:1 (and when
 * there is no project yet, as a new one is 16:9).
 */
export const orientationFor = (format: VideoFormat | null | undefined): RecordingOrientation =>
  format === '9:16' || format === '4:5' ? 'portrait' : 'landscape';

/** Preferred MediaRecorder types, best first. */
export const PREFERRED_MIME_TYPES: Readonly<Record<RecordingKind, readonly string[]>> = {
  video: [
    'video/webm;codecs=vp9,opus',
    'video/webm;codecs=vp8,opus',
    'video/webm;codecs=h264,opus',
    'video/webm',
    'video/mp4',
  ],
  audio: ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'],
};

/** The first preferred type the browser supports (pass `MediaRecorder.isTypeSupported`). */
export const pickMimeType = (
  kind: RecordingKind,
  isSupported: (type: string) => boolean,
): string | null => PREFERRED_MIME_TYPES[kind].find((type) => isSupported(type)) ?? null;

export const VIDEO_BITS_PER_SECOND = 2_500_000;
export const AUDIO_BITS_PER_SECOND = 128_000;
/** MediaRecorder `start(timeslice)`: a data chunk every 100 ms. */
export const RECORDER_TIMESLICE_MS = 100;
export const RECORDING_SOURCE = 'teleprompter';

const AUDIO_CONSTRAINTS = {
  sampleRate: 44_100,
  echoCancellation: true,
  noiseSuppression: true,
} as const satisfies MediaTrackConstraints;

const VIDEO_CONSTRAINTS: Readonly<Record<RecordingOrientation, MediaTrackConstraints>> = {
  landscape: { width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } },
  // The aspect ratio too, so a landscape webcam is cropped upright rather than sent as it is,
  // and a ceiling: cropped from a 4K camera's mode the picture would otherwise be 1215×2160.
  portrait: {
    width: { ideal: 720, max: 720 },
    height: { ideal: 1280, max: 1280 },
    aspectRatio: { ideal: 9 / 16 },
    frameRate: { ideal: 30 },
  },
};

/**
 * `getUserMedia` constraints: 1280×720 ideal at 30 fps (720×1280 at 9:16, and no larger, when
 * portrait); audio 44.1 kHz, echo and noise off.
 */
export const mediaConstraints = (
  kind: RecordingKind,
  orientation: RecordingOrientation = 'landscape',
): MediaStreamConstraints =>
  kind === 'video'
    ? {
        video: { ...VIDEO_CONSTRAINTS[orientation] },
        audio: { ...AUDIO_CONSTRAINTS },
      }
    : { video: false, audio: { ...AUDIO_CONSTRAINTS } };

/** MediaRecorder options; without a supported type the browser picks one. */
export const recorderOptions = (
  kind: RecordingKind,
  mimeType: string | null,
): MediaRecorderOptions => ({
  ...(mimeType ? { mimeType } : {}),
  ...(kind === 'video' ? { videoBitsPerSecond: VIDEO_BITS_PER_SECOND } : {}),
  audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
});

/** 'mp4' for an mp4 container, otherwise 'webm' (the spec's default). */
export const extensionFor = (mimeType: string | null | undefined): 'webm' | 'mp4' =>
  /^(video|audio)\/mp4\b/i.test(mimeType ?? '') ? 'mp4' : 'webm';

/**
 * `teleprompter-{kind}-{timestamp}.{ext}`. The timestamp is `date.toISOString()` with `:` turned
 * into `-` (colons are not allowed in Windows file names), e.g. 2026-11-22T10-30-00.000Z.
 */
export const recordingFileName = (
  kind: RecordingKind,
  date: Date,
  mimeType?: string | null,
): string =>
  `teleprompter-${kind}-${date.toISOString().replaceAll(':', '-')}.${extensionFor(mimeType)}`;

const messageOf = (error: unknown): string =>
  typeof error === 'object' &&
  error !== null &&
  'message' in error &&
  typeof error.message === 'string'
    ? error.message
    : String(error);

/** The spec's error text when getUserMedia fails (an Error or DOMException, or anything). */
export const mediaAccessErrorMessage = (error: unknown): string =>
  `Failed to access microphone/camera: ${messageOf(error)}`;
