import { normalizeLoudness } from '@reelwright/timeline';
import type { BalanceMessage, BalanceRequest } from './balance-sound';

// The export's loudness normalisation, off the page's thread: the mix's channels come in
// (transferred), are normalised in place and go back the same way.

interface WorkerScope {
  onmessage: ((event: MessageEvent<BalanceRequest>) => void) | null;
  postMessage(message: BalanceMessage, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data: { channels, sampleRate, target } }) => {
  try {
    let reported = -1;
    const report = normalizeLoudness(channels, sampleRate, target, (share) => {
      if (share - reported < 0.01 && share < 1) return;
      reported = share;
      scope.postMessage({ kind: 'progress', share });
    });
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
