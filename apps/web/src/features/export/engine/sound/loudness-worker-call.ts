// One request to the export's loudness worker (`loudness.worker.ts`): progress is passed on, the
// worker is ended when it answers, fails or the export is cancelled.

type Answer = { kind: string };
type Progress = { kind: 'progress'; share: number };
type Failed = { kind: 'failed'; message: string };

export function askLoudnessWorker<A extends Answer>(
  request: unknown,
  transfer: Transferable[],
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<Exclude<A, Progress | Failed>> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const worker = new Worker(new URL('../loudness.worker.ts', import.meta.url), {
      type: 'module',
    });
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      finish();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', abort, { once: true });
    worker.onmessage = (event: MessageEvent<A | Progress | Failed>) => {
      const message = event.data;
      if (message.kind === 'progress') return onProgress((message as Progress).share);
      finish();
      if (message.kind === 'failed') reject(new Error((message as Failed).message));
      else resolve(message as Exclude<A, Progress | Failed>);
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'The sound could not be balanced'));
    };
    worker.postMessage(request, transfer);
  });
}
