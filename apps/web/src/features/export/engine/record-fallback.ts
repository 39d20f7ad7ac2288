import { whatPlaysAt } from '@reelwright/timeline';
import {
  ALL_FORMATS,
  BlobSource,
  BufferTarget,
  Conversion,
  Input,
  Output,
  WebMOutputFormat,
} from 'mediabunny';
import { drawComposition, type CompositionLayer } from '../../../lib/composition/compositor';
import {
  captionFontNeeds,
  captionStylesOf,
  withCaptionStyle,
} from '../../../lib/composition/captions/caption-tracks';
import { recordingMimeType } from './recording-type';
import { loadCaptionFonts } from '../../../lib/composition/captions/load-caption-fonts';
import '../../../lib/composition/captions/shipped-fonts';
import { drawOrder, drawsMedia } from '../../../lib/composition/frame-layout';
import { audioClips, mixAudio } from './audio-mix';
import { balanceSound, balancingProgress } from './balance-sound';
import {
  EXPORT_ERRORS,
  visualMedia,
  withTimeout,
  type ExportRequest,
  type ExportResult,
} from './export-job';
import {
  AUDIO_BITRATE,
  MEDIA_LOAD_TIMEOUT_MS,
  PROGRESS,
  VIDEO_BITRATES,
  exportDurationMs,
  exportFileName,
  frameCount,
  frameProgress,
  loadingProgress,
} from './export-settings';
import { keepInStep } from './video-sync';
import { paceRecording, showsItsMoment } from './recording-pace';
import { holdFrame, holdsStill, matchPlaybackSpeed } from '../../../lib/media/playback-speed';

// The export for browsers without WebCodecs: the canvas is played and recorded in real time by
// MediaRecorder (so a 1-minute timeline takes a minute), then the WebM is remuxed by mediabunny
// so the file carries its duration (MediaRecorder's WebM has none, which breaks seeking).

/** MediaRecorder hands over data every 100 ms (spec §9). */
const CHUNK_MS = 100;
/** Recording goes on this long after the last frame so the end is not cut (spec §9). */
const STOP_DELAY_MS = 500;

/** A video still seeking after this long is recorded as it shows (see `paceRecording`). */
const HOLD_PATIENCE_MS = 10_000;

type Drawable = { source: HTMLVideoElement | ImageBitmap; width: number; height: number };

export async function recordInRealTime(request: ExportRequest): Promise<ExportResult> {
  const { document, media, settings, signal, onProgress } = request;
  const mimeType = recordingMimeType();
  if (mimeType === null) throw new Error(EXPORT_ERRORS.noRecorder);
  const canvas = window.document.createElement('canvas');
  if (typeof canvas.captureStream !== 'function') throw new Error(EXPORT_ERRORS.noRecorder);
  canvas.width = settings.resolution.width;
  canvas.height = settings.resolution.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas not found');

  const durationMs = exportDurationMs(document);
  const total = frameCount(durationMs, settings.fps);
  const report = (
    percent: number,
    framesDone = 0,
    framesPerSecond = 0,
    secondsLeft: number | null = null,
  ) =>
    onProgress?.({
      phase: framesDone > 0 ? 'rendering' : 'loading',
      percent,
      framesDone,
      framesTotal: total,
      framesPerSecond,
      secondsLeft,
    });

  const drawables = new Map<string, Drawable>();
  const urls: string[] = [];
  let audioContext: AudioContext | null = null;
  const release = () => {
    for (const drawable of drawables.values()) {
      if (drawable.source instanceof HTMLVideoElement) {
        drawable.source.pause();
        drawable.source.removeAttribute('src');
        drawable.source.load();
      } else drawable.source.close();
    }
    urls.forEach((url) => URL.revokeObjectURL(url));
    void audioContext?.close();
  };

  try {
    report(PROGRESS.loading);
    const needed = [...visualMedia(document)];
    let loaded = 0;
    for (const [mediaId, type] of needed) {
      const blob = media(mediaId);
      if (blob) {
        if (type === 'videos') {
          const url = URL.createObjectURL(blob);
          urls.push(url);
          drawables.set(mediaId, await withTimeout(loadVideoElement(url), MEDIA_LOAD_TIMEOUT_MS));
        } else {
          const bitmap = await withTimeout(createImageBitmap(blob), MEDIA_LOAD_TIMEOUT_MS);
          drawables.set(mediaId, { source: bitmap, width: bitmap.width, height: bitmap.height });
        }
      }
      loaded += 1;
      signal?.throwIfAborted();
      report(loadingProgress(loaded, needed.length));
    }
    await loadCaptionFonts(captionFontNeeds(document));
    const captionStyles = captionStylesOf(document);
    const mix = await mixAudio(
      audioClips(document),
      durationMs,
      signal ? { media, signal } : { media },
    );
    signal?.throwIfAborted();
    if (mix) {
      await balanceSound(mix, settings.loudness, {
        ...(signal ? { signal } : {}),
        onProgress: (share) =>
          onProgress?.({
            phase: 'balancing',
            percent: balancingProgress(share),
            framesDone: 0,
            framesTotal: total,
            framesPerSecond: 0,
            secondsLeft: null,
          }),
      });
      signal?.throwIfAborted();
    }

    const stream = canvas.captureStream(settings.fps);
    if (mix) {
      audioContext = new AudioContext({ sampleRate: mix.sampleRate });
      // Held until the first frame can be drawn, like every later hold (`paceRecording`).
      await audioContext.suspend();
      const destination = audioContext.createMediaStreamDestination();
      const player = audioContext.createBufferSource();
      player.buffer = mix;
      player.connect(destination);
      destination.stream.getAudioTracks().forEach((track) => stream.addTrack(track));
      player.start();
    }
    const recorder = new MediaRecorder(stream, {
      mimeType,
      videoBitsPerSecond: VIDEO_BITRATES[settings.quality],
      audioBitsPerSecond: AUDIO_BITRATE,
    });
    const chunks: Blob[] = [];
    const stopped = new Promise<void>((resolve, reject) => {
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onerror = () => reject(new Error(EXPORT_ERRORS.recording));
      recorder.onstop = () => resolve();
    });
    report(PROGRESS.recording);

    const videos = [...drawables.values()].flatMap(({ source }) =>
      source instanceof HTMLVideoElement ? [source] : [],
    );
    await paceRecording({
      durationMs,
      fps: settings.fps,
      now: () => performance.now(),
      patienceMs: HOLD_PATIENCE_MS,
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      ...(signal ? { signal } : {}),
      frameAt: (time) => {
        const playing = drawOrder(whatPlaysAt(document, time), document);
        const live = new Set<HTMLVideoElement>();
        const moving: HTMLVideoElement[] = [];
        let ready = true;
        const layers = playing.map(({ item, sourceTime }): CompositionLayer => {
          const drawable = drawsMedia(item) ? drawables.get(item.mediaId) : undefined;
          if (!drawable)
            return withCaptionStyle(
              { item, source: null, sourceWidth: 0, sourceHeight: 0 },
              captionStyles,
            );
          if (drawable.source instanceof HTMLVideoElement) {
            live.add(drawable.source);
            matchPlaybackSpeed(drawable.source, item);
            const still = holdsStill(item);
            if (still) holdFrame(drawable.source, sourceTime / 1000);
            else {
              keepInStep(drawable.source, sourceTime / 1000);
              moving.push(drawable.source);
            }
            ready &&= showsItsMoment(drawable.source, still);
          }
          return {
            item,
            source: drawable.source,
            sourceWidth: drawable.width,
            sourceHeight: drawable.height,
          };
        });
        for (const video of videos) if (!live.has(video)) video.pause();
        return {
          ready,
          draw: () => {
            for (const video of moving) if (video.paused) void video.play().catch(() => {});
            drawComposition(ctx, settings.resolution, layers, { format: document.format, time });
          },
        };
      },
      hold: async () => {
        if (recorder.state === 'recording') recorder.pause();
        for (const video of videos) video.pause();
        await audioContext?.suspend();
      },
      resume: async () => {
        await audioContext?.resume();
        if (recorder.state === 'inactive') recorder.start(CHUNK_MS);
        else recorder.resume();
      },
      onFrame: (time) => {
        const done = Math.min(total, Math.round((time * settings.fps) / 1000));
        report(frameProgress(done, total), done, settings.fps, (durationMs - time) / 1000);
      },
    });
    await new Promise((resolve) => setTimeout(resolve, STOP_DELAY_MS));
    recorder.stop();
    stream.getTracks().forEach((track) => track.stop());
    await stopped;
    release();

    report(PROGRESS.framesEnd, total);
    const recorded = new Blob(chunks, { type: 'video/webm' });
    const blob = await remuxWebm(recorded).catch(() => recorded);
    report(PROGRESS.done, total);
    return {
      blob,
      mimeType: 'video/webm',
      fileName: exportFileName('webm'),
      duration: durationMs / 1000,
      format: 'webm',
    };
  } catch (error) {
    release();
    throw error;
  }
}

function loadVideoElement(url: string): Promise<Drawable> {
  return new Promise((resolve, reject) => {
    const video = window.document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.onloadeddata = () =>
      resolve({ source: video, width: video.videoWidth, height: video.videoHeight });
    video.onerror = () => reject(new Error(EXPORT_ERRORS.recording));
    video.src = url;
  });
}

/** Copies the recording's packets into a new WebM, which writes the duration and cues. */
async function remuxWebm(recorded: Blob): Promise<Blob> {
  const input = new Input({ source: new BlobSource(recorded), formats: ALL_FORMATS });
  const target = new BufferTarget();
  const output = new Output({ format: new WebMOutputFormat(), target });
  try {
    const conversion = await Conversion.init({ input, output });
    if (!conversion.isValid) return recorded;
    await conversion.execute();
    return new Blob([target.buffer ?? new ArrayBuffer(0)], { type: 'video/webm' });
  } finally {
    input.dispose();
  }
}
