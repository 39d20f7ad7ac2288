import '../../../lib/composition/captions/shipped-fonts';
import { pageFontFaces } from '../../../lib/composition/captions/font-faces';
import { balancingProgress } from './balance-sound';
import { hasWebCodecs } from './encoder-support';
import { removeExportFiles } from './export-files';
import {
  EXPORT_ERRORS,
  UnreadableSourcesError,
  visualMedia,
  type ExportProgress,
  type ExportRequest,
  type ExportResult,
} from './export-job';
import { PROGRESS, exportDurationMs, frameCount } from './export-settings';
import type { FromExportWorker, ToExportWorker } from './frames/export-worker-protocol';
import {
  renderFrames,
  type FrameHooks,
  type FrameJob,
  type TapeSound,
} from './frames/render-frames';
import { recordInRealTime } from './record-fallback';
import { mixOntoTape } from './sound/mix-onto-tape';
import { planTapeLoudness } from './sound/plan-loudness';
import { unreadableSources } from './source-check';

// The offline export, as fast as the machine allows (not in real time): the sound is mixed here
// (Web Audio's offline context lives only on the page) onto a tape and its loudness planned in a
// worker; the frames are drawn by the preview's compositor and encoded in the export's own
// worker, so the page stays responsive however long the video. Where a worker cannot draw, the
// same frame renderer runs here.

/** The performance mark whose `detail` tells where the last export's frame loop spent its time. */
export const EXPORT_TIMINGS_MARK = 'reelwright:export-frames';
/** How long a cancelled worker gets to close its file before it is stopped anyway. */
const CANCEL_GRACE_MS = 5_000;
/**
 * A worker that says nothing for this long while it should be working (it reports every frame)
 * is taken as lost — a worker that dies of want of memory fires no error — and the export fails
 * with a message instead of waiting for ever.
 */
const SILENCE_LIMIT_MS = 60_000;

/**
 * Renders the timeline to a video file. Progress follows spec §4. Cancelling through `signal`
 * cancels the output, closes every decoder and rejects with an AbortError. Every source is
 * checked first: one this browser cannot read stops the export before it starts, named in an
 * UnreadableSourcesError.
 */
export async function exportTimeline(request: ExportRequest): Promise<ExportResult> {
  const unreadable = await unreadableSources(request);
  if (unreadable.length > 0) throw new UnreadableSourcesError(unreadable);
  request.signal?.throwIfAborted();
  if (!hasWebCodecs()) return recordInRealTime(request);
  const { document, media, settings, signal, onProgress } = request;
  const framesTotal = frameCount(exportDurationMs(document), settings.fps);
  const report = (phase: ExportProgress['phase'], percent: number) =>
    onProgress?.({
      phase,
      percent,
      framesDone: 0,
      framesTotal,
      framesPerSecond: 0,
      secondsLeft: null,
    });

  // Earlier exports' files (a finished video, a mix tape) go before this one writes any.
  await removeExportFiles();
  let discardTape: () => Promise<void> = async () => {};
  // Asked once the pictures are loaded: the mix on its tape (25), its loudness plan (25 → 30).
  const sound = async (): Promise<TapeSound | null> => {
    report('mixing', PROGRESS.loaded);
    const mixed = await mixOntoTape(document, exportDurationMs(document), media, signal);
    if (!mixed) return null;
    discardTape = mixed.discard;
    signal?.throwIfAborted();
    if (!settings.loudness.enabled) return { tape: mixed.tape, plan: null };
    report('balancing', balancingProgress(0));
    const plan = await planTapeLoudness(mixed.tape, settings.loudness, {
      ...(signal ? { signal } : {}),
      onProgress: (share) => report('balancing', balancingProgress(share)),
    });
    signal?.throwIfAborted();
    return { tape: mixed.tape, plan };
  };
  const hooks: FrameHooks = {
    ...(signal ? { signal } : {}),
    ...(onProgress ? { onProgress } : {}),
    sound,
    // Where the frames' time went, for the export benchmark to read.
    onTimings: (timings) => performance.mark(EXPORT_TIMINGS_MARK, { detail: timings }),
  };
  try {
    const job = { document, settings, media };
    return canDrawInWorker() ? await renderInWorker(job, hooks) : await renderFrames(job, hooks);
  } finally {
    await discardTape();
  }
}

const canDrawInWorker = () =>
  typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';

/** `renderFrames` in the export's worker, with the page's side of the conversation. */
function renderInWorker(job: FrameJob, hooks: FrameHooks): Promise<ExportResult> {
  const { signal } = hooks;
  return new Promise<ExportResult>((resolve, reject) => {
    const worker = new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module' });
    const send = (message: ToExportWorker) => worker.postMessage(message);
    let grace: ReturnType<typeof setTimeout> | undefined;
    // Heard from last (ms), or null while the worker waits for the page (the sound).
    let heard: number | null = Date.now();
    const watchdog = setInterval(() => {
      if (heard !== null && Date.now() - heard > SILENCE_LIMIT_MS)
        finish(() => reject(new Error(EXPORT_ERRORS.stalled)));
    }, 5_000);
    const aborted = () => signal?.reason ?? new DOMException('Aborted', 'AbortError');
    const finish = (settle: () => void) => {
      clearInterval(watchdog);
      clearTimeout(grace);
      worker.terminate();
      signal?.removeEventListener('abort', cancel);
      settle();
    };
    // The worker closes its file and decoders, then says so; if it cannot, it is stopped.
    const cancel = () => {
      send({ kind: 'cancel' });
      grace = setTimeout(() => finish(() => reject(aborted())), CANCEL_GRACE_MS);
    };
    signal?.addEventListener('abort', cancel, { once: true });
    worker.onmessage = ({ data }: MessageEvent<FromExportWorker>) => {
      heard = data.kind === 'loaded' ? null : Date.now();
      if (data.kind === 'progress') hooks.onProgress?.(data.progress);
      else if (data.kind === 'timings') hooks.onTimings?.(data.timings);
      else if (data.kind === 'done') finish(() => resolve(data.result));
      else if (data.kind === 'failed')
        finish(() => reject(data.abort ? aborted() : new Error(data.message)));
      else
        hooks.sound().then(
          (sound) => {
            heard = Date.now();
            send({
              kind: 'sound',
              sound: sound && {
                tape: sound.tape.blob,
                channelCount: sound.tape.channelCount,
                sampleRate: sound.tape.sampleRate,
                plan: sound.plan,
              },
            });
          },
          (error: unknown) => {
            send({ kind: 'cancel' });
            finish(() => reject(error));
          },
        );
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish(() => reject(new Error(event.message || 'The export stopped unexpectedly')));
    };
    const media: Record<string, Blob> = {};
    for (const [mediaId] of visualMedia(job.document)) {
      const blob = job.media(mediaId);
      if (blob) media[mediaId] = blob;
    }
    send({
      kind: 'start',
      document: job.document,
      settings: job.settings,
      media,
      fonts: pageFontFaces(),
    });
  });
}
