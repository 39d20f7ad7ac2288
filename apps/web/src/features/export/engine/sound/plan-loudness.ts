import { planLoudness, type LoudnessPlan, type LoudnessTarget } from '@reelwright/timeline';
import { EXPORT_CEILING_DBTP } from '../balance-sound';
import type { LoudnessSettings } from '../export-settings';
import { askLoudnessWorker } from './loudness-worker-call';
import type { SealedTape } from './mix-tape';

// The loudness plan for a mix on a tape, worked out in a worker (the tape is read there, piece by
// piece) so the page keeps answering while a long mix is measured.

/** What the worker is given: the tape (a Blob of interleaved floats) and the goal. */
export interface PlanRequest {
  tape: Blob;
  channelCount: number;
  sampleRate: number;
  target: LoudnessTarget;
}

export type PlanMessage =
  | { kind: 'progress'; share: number }
  | { kind: 'planned'; plan: LoudnessPlan }
  | { kind: 'failed'; message: string };

export interface PlanOptions {
  signal?: AbortSignal;
  onProgress?: (share: number) => void;
  /** where the plan is made: a worker by default (this thread where there are none) */
  inWorker?: boolean;
}

/** The plan that brings the tape to the settings' loudness; null when normalisation is off. */
export async function planTapeLoudness(
  tape: SealedTape,
  loudness: LoudnessSettings,
  { signal, onProgress = () => {}, inWorker = typeof Worker !== 'undefined' }: PlanOptions = {},
): Promise<LoudnessPlan | null> {
  if (!loudness.enabled) return null;
  const target = { targetLufs: loudness.targetLufs, ceilingDbtp: EXPORT_CEILING_DBTP };
  signal?.throwIfAborted();
  if (!inWorker) return planLoudness(tape, target, onProgress);
  const request: PlanRequest = {
    tape: tape.blob,
    channelCount: tape.channelCount,
    sampleRate: tape.sampleRate,
    target,
  };
  const answer = await askLoudnessWorker<PlanMessage>(request, [], onProgress, signal);
  return answer.plan;
}
