import {
  createLoudnessApplier,
  planLoudness,
  type LoudnessProgress,
  type LoudnessReport,
  type LoudnessTarget,
  type SignalSource,
} from './loudness-plan';

// Loudness normalisation of a signal held in memory: the plan (`loudness-plan.ts`) read straight
// from the arrays, then applied to them in place.

/** A signal held in memory as a source the plan can read. */
export function memorySignal(channels: readonly Float32Array[], sampleRate: number): SignalSource {
  return {
    length: channels[0]?.length ?? 0,
    channelCount: channels.length,
    sampleRate,
    read: (start, frames) => channels.map((channel) => channel.subarray(start, start + frames)),
  };
}

/**
 * Normalises `channels` in place to `target` and says what it did. Silence, and audio shorter
 * than one 400 ms measuring block, are left as they are.
 */
export async function normalizeLoudness(
  channels: Float32Array[],
  sampleRate: number,
  target: LoudnessTarget,
  onProgress: LoudnessProgress = () => {},
): Promise<LoudnessReport> {
  const plan = await planLoudness(memorySignal(channels, sampleRate), target, (share) =>
    onProgress(share * 0.9),
  );
  createLoudnessApplier(plan, sampleRate)(channels);
  onProgress(1);
  return plan.report;
}
