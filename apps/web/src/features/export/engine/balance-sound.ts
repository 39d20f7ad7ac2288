import type { LoudnessReport, LoudnessTarget } from '@reelwright/timeline';
import { PROGRESS, type LoudnessSettings } from './export-settings';
import { askLoudnessWorker } from './sound/loudness-worker-call';

// The export's last step for sound: the mix brought to the chosen loudness with a true-peak
// limiter (the pure core in @reelwright/timeline), in a worker so the page keeps answering
// while a long mix is measured.

/**
 * The platforms ask for at most −1 dBTP measured on the file; AAC and Opus rebuild peaks higher
 * than the samples they were given, so the mix is limited 1 dB lower. 0.5 dB was not enough: a
 * voice-over on a music bed limited to −1.5 dBTP measured −0.7 dBTP in its 128 kb/s AAC file.
 */
export const EXPORT_CEILING_DBTP = -2;

/** The mix's samples, one array per channel, in buffers that can be transferred. */
type Channels = Float32Array<ArrayBuffer>[];

/** What the worker is given: the mix's channels (transferred) and the goal. */
export interface BalanceRequest {
  channels: Channels;
  sampleRate: number;
  target: LoudnessTarget;
}

/** What the worker says back. */
export type BalanceMessage =
  | { kind: 'progress'; share: number }
  | { kind: 'done'; channels: Channels; report: LoudnessReport }
  | { kind: 'failed'; message: string };

export interface Balanced {
  channels: Channels;
  report: LoudnessReport;
}

/** Runs the normalisation somewhere (a worker in the browser) and hands the channels back. */
export type Balancer = (
  request: BalanceRequest,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
) => Promise<Balanced>;

/** The export's percentage while the sound is balanced: between the mix (25) and the frames (30). */
export const balancingProgress = (share: number): number =>
  PROGRESS.loaded + (PROGRESS.recording - PROGRESS.loaded) * Math.min(1, Math.max(0, share));

export interface BalanceOptions {
  signal?: AbortSignal;
  onProgress?: (share: number) => void;
  /** defaults to a worker (or this thread where there are no workers) */
  balance?: Balancer;
}

/**
 * Brings `mix` to the loudness the settings ask for, in place, and says what it did; null when
 * normalisation is off (the mix is then left exactly as it was).
 */
export async function balanceSound(
  mix: AudioBuffer,
  loudness: LoudnessSettings,
  { signal, onProgress = () => {}, balance = defaultBalancer() }: BalanceOptions = {},
): Promise<LoudnessReport | null> {
  if (!loudness.enabled) return null;
  const channels = Array.from({ length: mix.numberOfChannels }, (_, c) =>
    mix.getChannelData(c).slice(),
  );
  const target = { targetLufs: loudness.targetLufs, ceilingDbtp: EXPORT_CEILING_DBTP };
  const result = await balance(
    { channels, sampleRate: mix.sampleRate, target },
    onProgress,
    signal,
  );
  signal?.throwIfAborted();
  result.channels.forEach((channel, c) => mix.copyToChannel(channel, c));
  return result.report;
}

const defaultBalancer = (): Balancer =>
  typeof Worker === 'undefined' ? balanceOnThisThread : balanceInWorker;

/** Where there are no workers (tests, very old browsers): the same work, here. */
export const balanceOnThisThread: Balancer = async (request, onProgress, signal) => {
  signal?.throwIfAborted();
  const { normalizeLoudness } = await import('@reelwright/timeline');
  const report = await normalizeLoudness(
    request.channels,
    request.sampleRate,
    request.target,
    onProgress,
  );
  return { channels: request.channels, report };
};

/** The work in a dedicated worker, ended when it answers, fails or the export is cancelled. */
export const balanceInWorker: Balancer = async (request, onProgress, signal) => {
  const answer = await askLoudnessWorker<BalanceMessage>(
    request,
    request.channels.map((channel) => channel.buffer),
    onProgress,
    signal,
  );
  return { channels: answer.channels, report: answer.report };
};
