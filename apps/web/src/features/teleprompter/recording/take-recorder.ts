import {
  RECORDER_TIMESLICE_MS,
  pickMimeType,
  recorderOptions,
  recordingFileName,
  type RecordingKind,
} from '../core/recording-format';
import type { SeekableMedia } from './make-seekable';
import type { Recording } from './recording';

/** The slice of the MediaRecorder API a take needs (a fake in unit tests). */
export interface RecorderLike {
  readonly mimeType: string;
  state: RecordingState;
  ondataavailable: ((event: BlobEvent) => void) | null;
  onstop: ((event: Event) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  start(timeslice?: number): void;
  stop(): void;
}

export interface TakeRecorderDeps {
  createRecorder: (stream: MediaStream, options: MediaRecorderOptions) => RecorderLike;
  isTypeSupported: (type: string) => boolean;
  /** ms, monotonic */
  now: () => number;
  /** epoch ms, for the file name and timestamp */
  wallClock: () => number;
  makeSeekable: (blob: Blob) => Promise<SeekableMedia>;
}

export class RecorderError extends Error {
  override name = 'RecorderError';
}

/** The recorder stopped without a byte: no picture or sound reached it before Stop. */
export class EmptyTakeError extends RecorderError {
  override name = 'EmptyTakeError';
  constructor() {
    super('Nothing was recorded');
  }
}

/**
 * One take at a time: `start` begins recording the stream (100 ms chunks, the preferred type and
 * the spec's bitrates), `stop` ends it and resolves with a seekable recording, `abort` ends it
 * and throws the chunks away. If the remux fails, the raw recording is kept with the measured
 * length: a take is never lost to a post-processing step. A take with no bytes at all is an
 * `EmptyTakeError`, never an empty file.
 */
export function createTakeRecorder(deps: TakeRecorderDeps) {
  let recorder: RecorderLike | null = null;
  let chunks: Blob[] = [];
  let startedAt = 0;
  let startedWall = 0;
  let kind: RecordingKind = 'video';
  let chosenType: string | null = null;
  let failure: ((error: Error) => void) | null = null;

  const finish = async (): Promise<Recording> => {
    const measured = Math.max(0, (deps.now() - startedAt) / 1000);
    const type =
      recorder?.mimeType || chosenType || (kind === 'video' ? 'video/webm' : 'audio/webm');
    const raw = new Blob(chunks, { type });
    chunks = [];
    recorder = null;
    // An empty file offered as a take would download as 0 bytes and fail in every player.
    if (raw.size === 0) throw new EmptyTakeError();
    let media: SeekableMedia = { blob: raw, duration: measured };
    try {
      const seekable = await deps.makeSeekable(raw);
      if (Number.isFinite(seekable.duration) && seekable.duration > 0) media = seekable;
    } catch (error) {
      console.warn(
        '[teleprompter] could not make the recording seekable; keeping it as recorded',
        error,
      );
    }
    const date = new Date(startedWall);
    return {
      blob: media.blob,
      type: kind,
      mimeType: type,
      duration: media.duration,
      timestamp: date.toISOString(),
      name: recordingFileName(kind, date, type),
    };
  };

  return {
    get recording(): boolean {
      return recorder !== null;
    },

    /** Starts a take; `onFailure` hears of a recorder error mid-take (the take is lost). */
    start(stream: MediaStream, takeKind: RecordingKind, onFailure?: (error: Error) => void): void {
      if (recorder !== null) throw new RecorderError('Already recording');
      kind = takeKind;
      // null: none of the spec's types is supported, so the browser chooses.
      chosenType = pickMimeType(kind, deps.isTypeSupported);
      chunks = [];
      failure = onFailure ?? null;
      const created = deps.createRecorder(stream, recorderOptions(kind, chosenType));
      created.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      created.onerror = () => {
        recorder = null;
        chunks = [];
        failure?.(new RecorderError('Video recording error'));
      };
      created.start(RECORDER_TIMESLICE_MS);
      recorder = created;
      startedAt = deps.now();
      startedWall = deps.wallClock();
    },

    /** Ends the take and resolves with it once the last chunk is in and it is seekable. */
    stop(): Promise<Recording> {
      const current = recorder;
      if (current === null) return Promise.reject(new RecorderError('Not recording'));
      return new Promise<Recording>((resolve, reject) => {
        current.onstop = () => {
          finish().then(resolve, reject);
        };
        if (current.state === 'inactive') current.onstop(new Event('stop'));
        else current.stop();
      });
    },

    /** Ends the take and discards it. */
    abort(): void {
      const current = recorder;
      recorder = null;
      chunks = [];
      if (current === null) return;
      current.ondataavailable = null;
      current.onstop = null;
      current.onerror = null;
      if (current.state !== 'inactive') current.stop();
    },
  };
}

export type TakeRecorder = ReturnType<typeof createTakeRecorder>;

/** The browser's MediaRecorder, or null where it does not exist. */
export function browserRecorderDeps(
  makeSeekable: (blob: Blob) => Promise<SeekableMedia>,
): TakeRecorderDeps | null {
  if (typeof MediaRecorder === 'undefined') return null;
  return {
    createRecorder: (stream, options) => new MediaRecorder(stream, options),
    isTypeSupported: (type) => MediaRecorder.isTypeSupported(type),
    now: () => performance.now(),
    wallClock: () => Date.now(),
    makeSeekable,
  };
}
