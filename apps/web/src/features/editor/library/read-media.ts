import {
  unplayableReason,
  type PlayabilityReport,
  type Unplayable,
} from '../../../lib/media/playability';
import type { FileSource, LibraryFile, MediaKind } from './library-file';

/** Metadata that takes longer than this is left at 0 (spec §5). */
export const METADATA_TIMEOUT_MS = 3000;
/** Decoding a long recording for its waveform may take a while; past this it is skipped. */
export const WAVEFORM_TIMEOUT_MS = 15_000;
/**
 * Opening a file's header and asking its decoders is quick; a probe that takes longer than this
 * does not block the upload (the file is taken as before).
 */
export const PLAYABILITY_TIMEOUT_MS = 10_000;
/** Larger audio files get no waveform: decoding them would take too much memory. */
export const WAVEFORM_MAX_BYTES = 150 * 1024 * 1024;
export const WAVEFORM_PEAKS = 200;
export const POSTER_WIDTH = 160;

// ---------------------------------------------------------------------------------------------
// Pure helpers
// ---------------------------------------------------------------------------------------------

const KIND_BY_MIME_PREFIX: Record<string, MediaKind> = {
  video: 'videos',
  audio: 'audios',
  image: 'images',
};

/** `video/*` → videos, `audio/*` → audios, `image/*` → images; anything else null. */
export function mediaKindOf(mime: string): MediaKind | null {
  const prefix = mime.trim().toLowerCase().split('/')[0] ?? '';
  return KIND_BY_MIME_PREFIX[prefix] ?? null;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/opus',
  flac: 'audio/flac',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

/**
 * The file's MIME type; when the browser gave none (a dropped `.mkv` or `.m4a` on some systems),
 * guessed from the name's extension. Empty when neither tells.
 */
export function mimeTypeOf(file: { name: string; type: string }): string {
  if (file.type !== '') return file.type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return MIME_BY_EXTENSION[extension] ?? '';
}

/** `${timestamp}-${4 digits}`, as the old database's ids; `random` is in [0, 1). */
export function makeFileId(now: number, random: number): string {
  return `${now}-${1000 + Math.min(8999, Math.floor(random * 9000))}`;
}

function isChannelList(
  channels: ArrayLike<number> | readonly ArrayLike<number>[],
): channels is readonly ArrayLike<number>[] {
  return Array.isArray(channels) && channels.length > 0 && typeof channels[0] !== 'number';
}

/**
 * `count` peaks of a sound, 0..1: each is the loudest sample (of any channel) in its slice,
 * scaled so the loudest slice is 1 (silence stays all 0). Rounded to 3 decimals to stay small
 * in the database.
 */
export function peaks(
  channels: ArrayLike<number> | readonly ArrayLike<number>[],
  count: number,
): number[] {
  if (count <= 0) return [];
  const list = isChannelList(channels) ? channels : [channels as ArrayLike<number>];
  const length = Math.max(0, ...list.map((channel) => channel.length));
  const result = new Array<number>(count).fill(0);
  if (length === 0) return result;
  for (let index = 0; index < count; index += 1) {
    const start = Math.floor((index * length) / count);
    const end = Math.max(start + 1, Math.floor(((index + 1) * length) / count));
    let loudest = 0;
    for (const channel of list) {
      const stop = Math.min(end, channel.length);
      for (let sample = start; sample < stop; sample += 1) {
        const value = Math.abs(channel[sample] ?? 0);
        if (value > loudest) loudest = value;
      }
    }
    result[index] = loudest;
  }
  const top = Math.max(...result);
  if (top === 0) return result;
  return result.map((value) => Math.round((value / top) * 1000) / 1000);
}

export const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 → '1.5 KB'; 1024-based, one decimal from KB up. `units` for translated unit names. */
export function formatSize(
  bytes: number,
  { units = SIZE_UNITS, locale = 'en' }: { units?: readonly string[]; locale?: string } = {},
): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${units[0]}`;
  let step = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  let value = bytes / 1024 ** step;
  // 1023.97 KB would print as '1024.0 KB': call it 1.0 MB.
  if (step > 0 && value >= 1023.95 && step < units.length - 1) {
    step += 1;
    value /= 1024;
  }
  if (step === 0) return `${Math.round(bytes)} ${units[0]}`;
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
  return `${number} ${units[step]}`;
}

/** Seconds as m:ss (h:mm:ss from an hour), rounded to the nearest second; unknown → 0:00. */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** Where a video's poster is taken: 1 s in, or halfway through a shorter clip. */
export function posterTime(duration: number): number {
  return Number.isFinite(duration) && duration > 0 ? Math.min(1, duration / 2) : 0;
}

/** A poster `width` px wide with the video's proportions (16:9 when they are unknown). */
export function posterSize(
  videoWidth: number,
  videoHeight: number,
  width = POSTER_WIDTH,
): { width: number; height: number } {
  if (videoWidth <= 0 || videoHeight <= 0) return { width, height: Math.round((width * 9) / 16) };
  return { width, height: Math.max(1, Math.round((width * videoHeight) / videoWidth)) };
}

/**
 * Runs `work`, settling with `fallback` if it has not finished in `ms`; the signal it gets is
 * aborted then so it can let go of what it holds.
 */
export function withTimeout<T>(
  work: (signal: AbortSignal) => Promise<T>,
  ms: number,
  fallback: T,
): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      controller.abort();
      resolve(fallback);
    }, ms);
    work(controller.signal).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Reading a file
// ---------------------------------------------------------------------------------------------

export type MediaReadErrorCode = 'unsupported' | 'unplayable' | 'failed';

/** A file the library refused or could not process; the message names the file and why. */
export class MediaReadError extends Error {
  override readonly name = 'MediaReadError';
  /** for `unplayable`: why this browser cannot play it, for the banner to word */
  readonly unplayable: Unplayable | null;

  constructor(
    readonly fileName: string,
    readonly code: MediaReadErrorCode,
    /** English, for logs; the banner translates `unsupported` and shows `failed` as is. */
    readonly reason: string,
    options?: { cause?: unknown; unplayable?: Unplayable },
  ) {
    super(`${fileName}: ${reason}`, options);
    this.unplayable = options?.unplayable ?? null;
  }
}

export interface MediaMetadata {
  /** seconds */
  duration: number;
  width: number;
  height: number;
}

export const NO_METADATA: MediaMetadata = { duration: 0, width: 0, height: 0 };

/** The browser-dependent readers; `readMedia` takes fakes in tests. */
export interface MediaProbe {
  /** Resolves NO_METADATA when the browser cannot read the file; rejects only on real faults. */
  metadata(file: Blob, kind: MediaKind, signal: AbortSignal): Promise<MediaMetadata>;
  poster(file: Blob, metadata: MediaMetadata, signal: AbortSignal): Promise<Blob | undefined>;
  waveform(file: Blob, signal: AbortSignal): Promise<number[] | undefined>;
  /** Whether the container opens and its tracks decode here; null when it cannot tell. */
  playability(file: Blob, signal: AbortSignal): Promise<PlayabilityReport | null>;
}

export interface ReadMediaOptions {
  source?: FileSource;
  now?: () => number;
  random?: () => number;
  probe?: MediaProbe;
  timeoutMs?: number;
  waveformTimeoutMs?: number;
  playabilityTimeoutMs?: number;
}

export type ReadMedia = (file: File, options?: ReadMediaOptions) => Promise<LibraryFile>;

function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  return typeof error === 'string' && error !== '' ? error : 'unknown error';
}

/**
 * Why this browser cannot play an uploaded video or audio file, or null when it can (or the
 * probe could not tell in time: the file is then taken as before).
 */
async function unplayableUpload(
  file: File,
  kind: MediaKind,
  probe: MediaProbe,
  timeoutMs: number,
): Promise<Unplayable | null> {
  if (kind === 'images') return null;
  const report = await withTimeout(
    (signal) => probe.playability(file, signal),
    timeoutMs,
    null,
  ).catch((error: unknown) => {
    console.warn('[library] could not probe', file.name, error);
    return null;
  });
  return report && unplayableReason(report, kind === 'videos' ? 'video' : 'audio', file.name);
}

/**
 * A `File` as a library record: kind from its MIME type, metadata (0 when unreadable within the
 * time-out), a poster for videos and a waveform for audio (both optional, skipped quietly).
 * Rejects with a MediaReadError for a file that is not video, audio or image, an upload this
 * browser cannot play (its container or a track's codec), or one that fails.
 */
export async function readMedia(file: File, options: ReadMediaOptions = {}): Promise<LibraryFile> {
  const {
    source = 'upload',
    now = Date.now,
    random = Math.random,
    probe = domProbe,
    timeoutMs = METADATA_TIMEOUT_MS,
    waveformTimeoutMs = WAVEFORM_TIMEOUT_MS,
    playabilityTimeoutMs = PLAYABILITY_TIMEOUT_MS,
  } = options;
  const mimeType = mimeTypeOf(file);
  const kind = mediaKindOf(mimeType);
  if (kind === null) {
    throw new MediaReadError(file.name, 'unsupported', 'not a video, audio or image file');
  }
  // Recordings and voice-overs are made by this browser; uploads come from anywhere.
  if (source === 'upload') {
    const unplayable = await unplayableUpload(file, kind, probe, playabilityTimeoutMs);
    if (unplayable !== null) {
      throw new MediaReadError(
        file.name,
        'unplayable',
        `cannot play: ${JSON.stringify(unplayable)}`,
        {
          unplayable,
        },
      );
    }
  }
  try {
    const metadata = await withTimeout(
      (signal) => probe.metadata(file, kind, signal),
      timeoutMs,
      NO_METADATA,
    );
    const poster =
      kind === 'videos'
        ? await withTimeout(
            (signal) => probe.poster(file, metadata, signal),
            timeoutMs,
            undefined,
          ).catch(() => undefined)
        : undefined;
    const waveform =
      kind === 'audios' && file.size <= WAVEFORM_MAX_BYTES
        ? await withTimeout(
            (signal) => probe.waveform(file, signal),
            waveformTimeoutMs,
            undefined,
          ).catch(() => undefined)
        : undefined;
    const timestamp = now();
    const record: LibraryFile = {
      id: makeFileId(timestamp, random()),
      name: file.name,
      type: kind,
      mediaType: kind,
      mimeType,
      size: file.size,
      blob: file,
      duration: kind === 'images' ? 0 : metadata.duration,
      width: kind === 'audios' ? 0 : metadata.width,
      height: kind === 'audios' ? 0 : metadata.height,
      createdAt: new Date(timestamp).toISOString(),
      source,
    };
    if (poster !== undefined) record.poster = poster;
    if (waveform !== undefined && waveform.length > 0) record.waveform = waveform;
    return record;
  } catch (error) {
    throw new MediaReadError(file.name, 'failed', reasonOf(error), { cause: error });
  }
}

// ---------------------------------------------------------------------------------------------
// Browser readers (kept small: each is one element or one decoder)
// ---------------------------------------------------------------------------------------------

/** Resolves on the first of `events`; resolves null on `error` or abort. */
function once(
  target: EventTarget,
  events: readonly string[],
  signal: AbortSignal,
): Promise<Event | null> {
  return new Promise((resolve) => {
    const done = (event: Event | null) => {
      for (const name of [...events, 'error']) target.removeEventListener(name, onEvent);
      signal.removeEventListener('abort', onAbort);
      resolve(event);
    };
    const onEvent = (event: Event) => done(event.type === 'error' ? null : event);
    const onAbort = () => done(null);
    if (signal.aborted) return done(null);
    for (const name of [...events, 'error']) target.addEventListener(name, onEvent);
    signal.addEventListener('abort', onAbort);
  });
}

async function withMediaElement<T>(
  blob: Blob,
  tag: 'video' | 'audio',
  preload: 'metadata' | 'auto',
  signal: AbortSignal,
  inspect: (element: HTMLMediaElement) => Promise<T>,
): Promise<T> {
  const url = URL.createObjectURL(blob);
  const element = document.createElement(tag);
  element.muted = true;
  element.preload = preload;
  if (element instanceof HTMLVideoElement) element.playsInline = true;
  try {
    element.src = url;
    return await inspect(element);
  } finally {
    element.removeAttribute('src');
    element.load();
    URL.revokeObjectURL(url);
  }
}

/**
 * Duration of a video or audio element. A MediaRecorder WebM reports Infinity until the end is
 * sought; seeking far ahead makes the browser work it out.
 */
async function mediaDuration(element: HTMLMediaElement, signal: AbortSignal): Promise<number> {
  if (element.duration === Infinity) {
    const changed = once(element, ['durationchange', 'timeupdate'], signal);
    element.currentTime = Number.MAX_SAFE_INTEGER;
    await changed;
  }
  return Number.isFinite(element.duration) && element.duration > 0 ? element.duration : 0;
}

async function imageSize(blob: Blob, signal: AbortSignal): Promise<MediaMetadata> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(blob);
      const size = { duration: 0, width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      // SVG and some formats only decode through <img>.
    }
  }
  const url = URL.createObjectURL(blob);
  try {
    const image = new Image();
    const loaded = once(image, ['load'], signal);
    image.src = url;
    if ((await loaded) === null) return NO_METADATA;
    return { duration: 0, width: image.naturalWidth, height: image.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

async function readMetadata(
  blob: Blob,
  kind: MediaKind,
  signal: AbortSignal,
): Promise<MediaMetadata> {
  if (kind === 'images') return imageSize(blob, signal);
  return withMediaElement(
    blob,
    kind === 'videos' ? 'video' : 'audio',
    'metadata',
    signal,
    async (element) => {
      if ((await once(element, ['loadedmetadata'], signal)) === null) return NO_METADATA;
      const width = element instanceof HTMLVideoElement ? element.videoWidth : 0;
      const height = element instanceof HTMLVideoElement ? element.videoHeight : 0;
      return { duration: await mediaDuration(element, signal), width, height };
    },
  );
}

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob | undefined> {
  return new Promise((resolve) => {
    canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/jpeg', 0.7);
  });
}

async function readPoster(
  blob: Blob,
  metadata: MediaMetadata,
  signal: AbortSignal,
): Promise<Blob | undefined> {
  return withMediaElement(blob, 'video', 'auto', signal, async (element) => {
    const video = element as HTMLVideoElement;
    if ((await once(video, ['loadeddata'], signal)) === null) return undefined;
    const time = posterTime(metadata.duration);
    if (time > 0) {
      const seeked = once(video, ['seeked'], signal);
      video.currentTime = time;
      if ((await seeked) === null) return undefined;
    }
    if (video.videoWidth === 0 || video.videoHeight === 0) return undefined;
    const size = posterSize(video.videoWidth, video.videoHeight);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (context === null) return undefined;
    context.drawImage(video, 0, 0, size.width, size.height);
    return canvasBlob(canvas);
  });
}

type AudioContextClass = new (
  channels: number,
  length: number,
  sampleRate: number,
) => {
  decodeAudioData(data: ArrayBuffer): Promise<AudioBuffer>;
};

async function readWaveform(blob: Blob, signal: AbortSignal): Promise<number[] | undefined> {
  const Context = (globalThis as { OfflineAudioContext?: AudioContextClass }).OfflineAudioContext;
  if (Context === undefined) return undefined;
  const data = await blob.arrayBuffer();
  if (signal.aborted) return undefined;
  // Decoded at a low rate: the waveform needs 200 peaks, not every sample.
  const buffer = await new Context(1, 1, 8000).decodeAudioData(data);
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, index) =>
    buffer.getChannelData(index),
  );
  return peaks(channels, WAVEFORM_PEAKS);
}

/** Demuxes and asks the decoders with mediabunny, loaded with the first upload. */
async function readPlayability(blob: Blob): Promise<PlayabilityReport> {
  const { probePlayability } = await import('../../../lib/media/probe-playability');
  return probePlayability(blob);
}

/** The real, browser-backed probe. */
export const domProbe: MediaProbe = {
  metadata: readMetadata,
  poster: readPoster,
  waveform: readWaveform,
  playability: readPlayability,
};
