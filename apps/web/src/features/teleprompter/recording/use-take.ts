import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { countdownAt, countdownRemainingMs } from '../core/countdown';
import type { RecordingKind } from '../core/recording-format';
import { makeSeekable } from './make-seekable';
import type { Recording } from './recording';
import {
  browserRecorderDeps,
  createTakeRecorder,
  EmptyTakeError,
  type TakeRecorder,
} from './take-recorder';

/** Spec §4, Teleprompter recording: idle, recording (timer), stopped with the take ready. */
export type TakePhase =
  | { kind: 'idle' }
  | { kind: 'countdown'; value: number }
  | { kind: 'recording'; seconds: number }
  | { kind: 'finishing' }
  | { kind: 'stopped'; take: Recording }
  | { kind: 'failed'; message: string };

type UseTakeOptions = {
  /** Recording has begun (after the countdown): the script starts scrolling. */
  onStarted: () => void;
  /** Recording has ended, kept or not: the script stops. */
  onEnded: () => void;
  /** 3-2-1 overlay value while counting down, null otherwise. */
  onCountdown?: (value: number | null) => void;
  unsupportedMessage: string;
  /** shown when Stop finds that nothing was recorded */
  emptyMessage: string;
};

/** Drives one take: countdown, recording with a seconds timer, stop (seekable take), abort. */
export function useTake({
  onStarted,
  onEnded,
  onCountdown,
  unsupportedMessage,
  emptyMessage,
}: UseTakeOptions) {
  const [phase, setPhase] = useState<TakePhase>({ kind: 'idle' });
  const recorderRef = useRef<TakeRecorder | null>(null);
  const timers = useRef<number[]>([]);
  const callbacks = useRef({ onStarted, onEnded, onCountdown });
  const phaseRef = useRef(phase);
  useLayoutEffect(() => {
    callbacks.current = { onStarted, onEnded, onCountdown };
    phaseRef.current = phase;
  });

  const clearTimers = useCallback(() => {
    for (const id of timers.current.splice(0)) window.clearInterval(id);
  }, []);

  const recorder = useCallback((): TakeRecorder | null => {
    if (recorderRef.current) return recorderRef.current;
    const deps = browserRecorderDeps(makeSeekable);
    recorderRef.current = deps && createTakeRecorder(deps);
    return recorderRef.current;
  }, []);

  const begin = useCallback(
    (stream: MediaStream, kind: RecordingKind) => {
      const takes = recorder();
      if (!takes) {
        setPhase({ kind: 'failed', message: unsupportedMessage });
        return;
      }
      try {
        takes.start(stream, kind, (error) => {
          clearTimers();
          setPhase({ kind: 'failed', message: error.message });
          callbacks.current.onEnded();
        });
      } catch (error) {
        setPhase({
          kind: 'failed',
          message: error instanceof Error ? error.message : String(error),
        });
        return;
      }
      const startedAt = performance.now();
      setPhase({ kind: 'recording', seconds: 0 });
      callbacks.current.onStarted();
      timers.current.push(
        window.setInterval(() => {
          const seconds = Math.floor((performance.now() - startedAt) / 1000);
          setPhase((current) =>
            current.kind === 'recording' && current.seconds !== seconds
              ? { kind: 'recording', seconds }
              : current,
          );
        }, 200),
      );
    },
    [clearTimers, recorder, unsupportedMessage],
  );

  /** Starts a take, after a 3-2-1 countdown when `countdown` is on. */
  const start = useCallback(
    (stream: MediaStream, kind: RecordingKind, countdown: boolean) => {
      clearTimers();
      if (!countdown) {
        begin(stream, kind);
        return;
      }
      const startedAt = performance.now();
      setPhase({ kind: 'countdown', value: 3 });
      callbacks.current.onCountdown?.(3);
      timers.current.push(
        window.setInterval(() => {
          const now = performance.now();
          if (countdownRemainingMs(startedAt, now) > 0) {
            const value = countdownAt(startedAt, now);
            setPhase((current) =>
              current.kind === 'countdown' && current.value !== value
                ? { kind: 'countdown', value }
                : current,
            );
            callbacks.current.onCountdown?.(value);
            return;
          }
          clearTimers();
          callbacks.current.onCountdown?.(null);
          begin(stream, kind);
        }, 50),
      );
    },
    [begin, clearTimers],
  );

  const stop = useCallback(async () => {
    const takes = recorderRef.current;
    clearTimers();
    callbacks.current.onEnded();
    if (!takes?.recording) return;
    setPhase({ kind: 'finishing' });
    try {
      const take = await takes.stop();
      setPhase({ kind: 'stopped', take });
    } catch (error) {
      const message =
        error instanceof EmptyTakeError
          ? emptyMessage
          : error instanceof Error
            ? error.message
            : String(error);
      setPhase({ kind: 'failed', message });
    }
  }, [clearTimers, emptyMessage]);

  /** Stops counting down or recording, or discards a finished take; back to idle. */
  const abort = useCallback(() => {
    clearTimers();
    const wasActive =
      (recorderRef.current?.recording ?? false) || phaseRef.current.kind === 'countdown';
    recorderRef.current?.abort();
    callbacks.current.onCountdown?.(null);
    setPhase({ kind: 'idle' });
    if (wasActive) callbacks.current.onEnded();
  }, [clearTimers]);

  useEffect(
    () => () => {
      clearTimers();
      recorderRef.current?.abort();
    },
    [clearTimers],
  );

  return { phase, start, stop, abort };
}
