import { useEffect, useState } from 'react';
import {
  mediaAccessErrorMessage,
  mediaConstraints,
  type RecordingKind,
  type RecordingOrientation,
} from '../core/recording-format';

export type MediaStreamState =
  | { status: 'off' }
  | { status: 'requesting' }
  | { status: 'ready'; stream: MediaStream }
  | { status: 'error'; message: string };

/**
 * The camera and microphone (video) or the microphone alone (audio) while `active`: asked for
 * when the teleprompter opens or the kind or orientation changes (upright for a vertical
 * project), released when it closes. A refusal or a
 * missing device gives the spec's 'Failed to access microphone/camera: …'; `retry` asks again.
 */
export function useMediaStream(
  kind: RecordingKind,
  active: boolean,
  noDevicesMessage: string,
  orientation: RecordingOrientation = 'landscape',
): MediaStreamState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  /** the answer to one request (kind and attempt); an older request's answer is not shown */
  const [answer, setAnswer] = useState<{ request: string; state: MediaStreamState } | null>(null);
  const request = `${kind}:${orientation}:${attempt}`;
  const supported =
    typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

  useEffect(() => {
    if (!active || !supported) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    navigator.mediaDevices.getUserMedia(mediaConstraints(kind, orientation)).then(
      (granted) => {
        if (cancelled) {
          for (const track of granted.getTracks()) track.stop();
          return;
        }
        stream = granted;
        setAnswer({ request, state: { status: 'ready', stream: granted } });
      },
      (error: unknown) => {
        if (!cancelled) {
          setAnswer({
            request,
            state: { status: 'error', message: mediaAccessErrorMessage(error) },
          });
        }
      },
    );
    return () => {
      cancelled = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [kind, orientation, active, supported, request]);

  const retry = () => setAttempt((count) => count + 1);
  if (!active) return { status: 'off', retry };
  if (!supported) {
    return {
      status: 'error',
      message: mediaAccessErrorMessage(new Error(noDevicesMessage)),
      retry,
    };
  }
  return answer?.request === request ? { ...answer.state, retry } : { status: 'requesting', retry };
}
