import { normalizeLoudness, planLoudness } from '@reelwright/timeline';
import type { BalanceMessage, BalanceRequest } from './balance-sound';
import type { PlanMessage, PlanRequest } from './sound/plan-loudness';
import { tapeFromBlob } from './sound/mix-tape';

// The export's loudness work, off the page's thread: either a mix's channels normalised in place
// (transferred in and back), or a plan for a mix on a tape, read here piece by piece.

interface WorkerScope {
  onmessage: ((event: MessageEvent<BalanceRequest | PlanRequest>) => void) | null;
  postMessage(message: BalanceMessage | PlanMessage, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;

/** Progress at most every hundredth, and always the end. */
function progress() {
  let reported = -1;
  return (share: number) => {
    if (share - reported < 0.01 && share < 1) return;
    reported = share;
    scope.postMessage({ kind: 'progress', share });
  };
}

scope.onmessage = async ({ data }) => {
  try {
    if ('tape' in data) {
      const tape = tapeFromBlob(data.tape, data.channelCount, data.sampleRate);
      const plan = await planLoudness(tape, data.target, progress());
      scope.postMessage(
        { kind: 'planned', plan },
        plan.envelope ? [plan.envelope.peaks.buffer] : [],
      );
      return;
    }
    const { channels, sampleRate, target } = data;
    const report = await normalizeLoudness(channels, sampleRate, target, progress());
    scope.postMessage(
      { kind: 'done', channels, report },
      channels.map((channel) => channel.buffer),
    );
  } catch (error) {
    scope.postMessage({
      kind: 'failed',
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
