import { registerFontFaces } from '../../../lib/composition/captions/font-faces';
import { isAbort } from './export-job';
import type {
  FromExportWorker,
  SoundMessage,
  ToExportWorker,
} from './frames/export-worker-protocol';
import { renderFrames } from './frames/render-frames';
import { tapeFromBlob } from './sound/mix-tape';

// The export's frames, drawn and encoded off the page's thread (see `frames/render-frames.ts`):
// the page sends the job, then the sound once the pictures are loaded, and may cancel.

interface WorkerScope {
  onmessage: ((event: MessageEvent<ToExportWorker>) => void) | null;
  postMessage(message: FromExportWorker): void;
}

const scope = self as unknown as WorkerScope;
const controller = new AbortController();
let giveSound: ((sound: SoundMessage | null) => void) | null = null;
const soundArrives = new Promise<SoundMessage | null>((resolve) => (giveSound = resolve));

scope.onmessage = ({ data }) => {
  if (data.kind === 'cancel') {
    controller.abort();
    // A frame loop still waiting for its sound stops at once.
    giveSound?.(null);
  } else if (data.kind === 'sound') giveSound?.(data.sound);
  else void run(data);
};

async function run(job: Extract<ToExportWorker, { kind: 'start' }>): Promise<void> {
  registerFontFaces(job.fonts);
  try {
    const result = await renderFrames(
      { document: job.document, settings: job.settings, media: (id) => job.media[id] },
      {
        signal: controller.signal,
        onProgress: (progress) => scope.postMessage({ kind: 'progress', progress }),
        onTimings: (timings) => scope.postMessage({ kind: 'timings', timings }),
        sound: async () => {
          scope.postMessage({ kind: 'loaded' });
          const sound = await soundArrives;
          return (
            sound && {
              tape: tapeFromBlob(sound.tape, sound.channelCount, sound.sampleRate),
              plan: sound.plan,
            }
          );
        },
      },
    );
    scope.postMessage({ kind: 'done', result });
  } catch (error) {
    scope.postMessage({
      kind: 'failed',
      message: error instanceof Error ? error.message : String(error),
      abort: isAbort(error) || controller.signal.aborted,
    });
  }
}
