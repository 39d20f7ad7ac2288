// The pace of the real-time recording (the MediaRecorder fallback). Its clock runs only while
// every video on screen can show its moment: while one seeks, or waits for data, the recording,
// its sound and its clock are held together, so a starved machine makes the export take longer
// instead of recording a stale picture over the seconds that follow.

/** Timeline time that advances with the wall clock while running and stands still while held. */
export interface RecordingClock {
  time(): number;
  readonly running: boolean;
  run(): void;
  hold(): void;
}

export function createRecordingClock(now: () => number): RecordingClock {
  let banked = 0;
  let since: number | null = null;
  return {
    time: () => banked + (since === null ? 0 : now() - since),
    get running() {
      return since !== null;
    },
    run() {
      if (since === null) since = now();
    },
    hold() {
      if (since === null) return;
      banked += now() - since;
      since = null;
    },
  };
}

/** `HTMLMediaElement.HAVE_CURRENT_DATA` / `HAVE_FUTURE_DATA` (no DOM in the pure core). */
const HAVE_CURRENT_DATA = 2;
const HAVE_FUTURE_DATA = 3;

export type ShownVideo = Pick<HTMLVideoElement, 'seeking' | 'readyState'>;

/**
 * Whether a video element shows the picture of its moment: not seeking, and with the data to go
 * on playing (a freeze frame, paused on its picture, needs only that picture).
 */
export function showsItsMoment(video: ShownVideo, still: boolean): boolean {
  return !video.seeking && video.readyState >= (still ? HAVE_CURRENT_DATA : HAVE_FUTURE_DATA);
}

export interface PacedFrame {
  /** Whether every video of this frame shows its moment (after being put in step for it). */
  ready: boolean;
  draw(): void;
}

export interface PaceOptions {
  durationMs: number;
  fps: number;
  /** Puts the sources in step for `timeMs` and says whether the frame can be drawn. */
  frameAt(timeMs: number): PacedFrame;
  /** Pauses the recorder and its sound; the clock is already held. */
  hold(): Promise<void> | void;
  /** Resumes the recorder and its sound; the clock runs once this settles. */
  resume(): Promise<void> | void;
  wait(ms: number): Promise<void>;
  now(): number;
  /** A source lagging this long is drawn as it is until it catches up, so one stuck cannot hang. */
  patienceMs: number;
  signal?: AbortSignal;
  onFrame?(timeMs: number): void;
}

/** Draws the timeline at the clock's time until its end, holding while a source lags behind. */
export async function paceRecording(options: PaceOptions): Promise<void> {
  const { durationMs, fps, signal } = options;
  const clock = createRecordingClock(options.now);
  let heldSince: number | null = null;
  // Spent once a hold outlasts the patience; back when the sources catch up.
  let patient = true;
  for (;;) {
    signal?.throwIfAborted();
    const time = Math.min(durationMs, clock.time());
    const frame = options.frameAt(time);
    if (frame.ready) patient = true;
    else if (heldSince !== null && options.now() - heldSince >= options.patienceMs) patient = false;
    if (!frame.ready && patient) {
      if (clock.running) {
        clock.hold();
        await options.hold();
      }
      heldSince ??= options.now();
    } else {
      heldSince = null;
      if (!clock.running) {
        await options.resume();
        clock.run();
      }
      frame.draw();
      options.onFrame?.(time);
      if (time >= durationMs) return;
    }
    await options.wait(1000 / fps);
  }
}
