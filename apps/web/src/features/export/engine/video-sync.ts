/** Drift after which a playing video element is seeked back in step. */
export const MAX_DRIFT_S = 0.25;

export type PlayableVideo = Pick<HTMLVideoElement, 'currentTime' | 'seeking'>;

/**
 * Keeps a video element near the timeline's source time (the recording starts it playing when it
 * draws a frame, and pauses it while held). While a seek is under way the
 * element is left alone: `currentTime` already reads the target then, so on a slow machine a seek
 * longer than the drift allowance would otherwise be restarted on every frame and never finish,
 * freezing the recording on the last decoded picture.
 */
export function keepInStep(video: PlayableVideo, sourceSeconds: number): void {
  if (video.seeking) return;
  if (Math.abs(video.currentTime - sourceSeconds) > MAX_DRIFT_S) video.currentTime = sourceSeconds;
}
