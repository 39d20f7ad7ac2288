import {
  sourceTimeAt,
  type LoudnessPlan,
  transitionOverhangs,
  whatPlaysAt,
  type TimelineItem,
} from '@reelwright/timeline';
import {
  ALL_FORMATS,
  AudioBufferSource,
  BlobSource,
  BufferTarget,
  CanvasSink,
  CanvasSource,
  Input,
  Mp4OutputFormat,
  Output,
  Quality,
  StreamTarget,
  VideoSampleSink,
  WebMOutputFormat,
  type InputVideoTrack,
  type Target,
} from 'mediabunny';
import { drawComposition, type CompositionLayer } from '../../../lib/composition/compositor';
import {
  captionFontNeeds,
  captionStylesOf,
  withCaptionStyle,
} from '../../../lib/composition/captions/caption-tracks';
import { loadCaptionFonts } from '../../../lib/composition/captions/load-caption-fonts';
import { drawOrder, drawsMedia } from '../../../lib/composition/frame-layout';
import { withTransition } from '../../../lib/composition/transition-effect';
import { balancingProgress } from './balance-sound';
import { encoderSound } from './sound/encoder-sound';
import { mixOntoTape } from './sound/mix-onto-tape';
import { planTapeLoudness } from './sound/plan-loudness';
import { EXPORT_FILE_PREFIX, removeExportFiles } from './export-files';
import {
  AAC_WASM_DELAY_SAMPLES,
  checkEncoderSupport,
  hasWebCodecs,
  usesWasmAac,
} from './encoder-support';
import {
  EXPORT_ERRORS,
  UnreadableSourcesError,
  visualMedia,
  withTimeout,
  type ExportProgress,
  type ExportRequest,
  type ExportResult,
} from './export-job';
import {
  AUDIO_BITRATE,
  AUDIO_SAMPLE_RATE,
  KEY_FRAME_INTERVAL_S,
  MEDIA_LOAD_TIMEOUT_MS,
  PROGRESS,
  VIDEO_BITRATES,
  exportDurationMs,
  exportFileName,
  exportMimeType,
  frameCount,
  frameProgress,
  frameTimeMs,
  itemFrameRange,
  loadingProgress,
  renderSpeed,
  shouldStreamToDisk,
  type ExportSettings,
} from './export-settings';
import { recordInRealTime } from './record-fallback';
import { SourceFrames } from './source-frames';
import { unreadableSources } from './source-check';

// The offline export: every frame is drawn by the preview's compositor on an OffscreenCanvas and
// encoded through WebCodecs by mediabunny, as fast as the machine allows (not in real time).
// Runs on the main thread for now; everything it touches (OffscreenCanvas, mediabunny,
// OfflineAudioContext aside) also works in a worker, which is the next step.

type LoadedMedia =
  | {
      kind: 'video';
      input: Input;
      track: InputVideoTrack;
      width: number;
      height: number;
      /**
       * For a track with no rotation, flip or pixel-aspect correction: its decoded VideoFrames,
       * shared by every clip cut from it and handed to the compositor as they are, so each frame
       * is converted and scaled once, by the draw onto the output canvas.
       */
      frames: SourceFrames | null;
    }
  | { kind: 'image'; bitmap: ImageBitmap; width: number; height: number };

/** See `CompositionOptions.smoothing`: the export's speed/quality choice for scaled pictures. */
const EXPORT_SMOOTHING: ImageSmoothingQuality = 'medium';
/** Audio goes to the encoder in 1 s pieces, interleaved with the frames they play under. */
const AUDIO_CHUNK_S = 1;
/** Decoded frames a video item's sink keeps in its ring of canvases (one drawn, one ahead). */
const CANVAS_POOL = 3;

/** The performance mark whose `detail` tells where the last export's frame loop spent its time. */
export const EXPORT_TIMINGS_MARK = 'reelwright:export-frames';

/** A decoded picture for one frame; `close` frees it once the frame is encoded. */
interface DecodedPicture {
  source: CanvasImageSource;
  close: () => void;
}

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
  const durationMs = exportDurationMs(document);
  const fps = settings.fps;
  const total = frameCount(durationMs, fps);
  const report = (progress: Partial<ExportProgress> & Pick<ExportProgress, 'phase' | 'percent'>) =>
    onProgress?.({
      framesDone: 0,
      framesTotal: total,
      framesPerSecond: 0,
      secondsLeft: null,
      ...progress,
    });

  const support = (await checkEncoderSupport(settings))[settings.format];
  if (!support.available || !support.videoCodec || !support.audioCodec)
    throw new Error(EXPORT_ERRORS.formatUnavailable);
  signal?.throwIfAborted();

  // Earlier exports' files (a finished video, a mix tape) go before this one writes any.
  await removeExportFiles();
  const loaded = new Map<string, LoadedMedia>();
  const streams = new Map<string, AsyncGenerator<DecodedPicture | null, void, unknown>>();
  let output: Output | null = null;
  let discard: () => Promise<void> = async () => {};
  let discardTape: () => Promise<void> = async () => {};
  const release = async () => {
    await Promise.allSettled([...streams.values()].map((stream) => stream.return()));
    streams.clear();
    await Promise.allSettled(
      [...loaded.values()].map((entry) => (entry.kind === 'video' ? entry.frames?.close() : null)),
    );
    for (const entry of loaded.values()) {
      if (entry.kind === 'video') entry.input.dispose();
      else entry.bitmap.close();
    }
    loaded.clear();
  };

  try {
    // 1. Media: 5 → 25.
    report({ phase: 'loading', percent: PROGRESS.loading });
    const needed = [...visualMedia(document)];
    let done = 0;
    await Promise.all(
      needed.map(async ([mediaId, type]) => {
        const blob = media(mediaId);
        if (blob) {
          const entry = await withTimeout(
            type === 'videos' ? loadVideo(blob) : loadImage(blob),
            MEDIA_LOAD_TIMEOUT_MS,
          );
          if (entry) loaded.set(mediaId, entry);
        }
        done += 1;
        signal?.throwIfAborted();
        report({ phase: 'loading', percent: loadingProgress(done, needed.length) });
      }),
    );

    // The caption fonts, so the first frame is already drawn in them.
    await loadCaptionFonts(captionFontNeeds(document));
    signal?.throwIfAborted();

    // 2. Sound: mixed block by block onto a tape (25), then its loudness planned (25 → 30).
    report({ phase: 'mixing', percent: PROGRESS.loaded });
    const mixed = await mixOntoTape(document, durationMs, media, signal ?? undefined);
    if (mixed) discardTape = mixed.discard;
    const sealed = mixed?.tape ?? null;
    signal?.throwIfAborted();
    let plan: LoudnessPlan | null = null;
    if (sealed) {
      report({ phase: 'balancing', percent: balancingProgress(0) });
      plan = await planTapeLoudness(sealed, settings.loudness, {
        ...(signal ? { signal } : {}),
        onProgress: (share) => report({ phase: 'balancing', percent: balancingProgress(share) }),
      });
      signal?.throwIfAborted();
    }

    // 3. The output.
    const canvas = new OffscreenCanvas(settings.resolution.width, settings.resolution.height);
    const ctx = canvas.getContext('2d', { alpha: false });
    if (!ctx) throw new Error('Canvas not found');
    const opened = await openTarget(settings, durationMs);
    discard = opened.discard;
    output = new Output({
      format:
        settings.format === 'mp4'
          ? new Mp4OutputFormat(opened.streamed ? {} : { fastStart: 'in-memory' })
          : new WebMOutputFormat(),
      target: opened.target,
    });
    // Encoder choices: the bitrate the user picked (variable, so still scenes cost less);
    // latencyMode 'quality' because nothing watches this live and 'realtime' may drop frames;
    // no hardware preference, because forcing hardware fails outright on machines without it
    // (headless, many Linux setups) and the browser already prefers it where it works; a key
    // frame every 2 s so players seek quickly without bloating the file.
    const videoSource = new CanvasSource(canvas, {
      codec: support.videoCodec,
      quality: new Quality({ bitrate: VIDEO_BITRATES[settings.quality] }),
      keyFrameInterval: KEY_FRAME_INTERVAL_S,
      latencyMode: 'quality',
      hardwareAcceleration: 'no-preference',
    });
    output.addVideoTrack(videoSource, { frameRate: fps });
    const audioSource = sealed
      ? new AudioBufferSource({
          codec: support.audioCodec,
          quality: new Quality({ bitrate: AUDIO_BITRATE }),
        })
      : null;
    if (audioSource) output.addAudioTrack(audioSource);
    await output.start();

    // 4. Frames: 30 → 95. Decoding runs ahead inside each sink; the next frame's pictures are
    // fetched while the encoder takes the current one, and every add() is awaited so memory
    // stays flat (backpressure), with no frame kept once it is drawn.
    report({ phase: 'rendering', percent: PROGRESS.recording });
    const skip = support.audioCodec === 'aac' && usesWasmAac() ? AAC_WASM_DELAY_SAMPLES : 0;
    const pieces = sealed ? encoderSound(sealed, plan, AUDIO_CHUNK_S, skip) : null;
    let pendingPiece = await pieces?.next();
    const addAudioUpTo = async (seconds: number) => {
      while (audioSource && pieces && pendingPiece && !pendingPiece.done) {
        if (pendingPiece.value.startSeconds > seconds) return;
        await audioSource.add(audioBufferOf(pendingPiece.value.channels));
        pendingPiece = await pieces.next();
      }
    };

    // The pictures decoded for the frame being drawn, closed once it is encoded.
    type Frame = { layers: CompositionLayer[]; pictures: DecodedPicture[]; time: number };
    const captionStyles = captionStylesOf(document);
    const overhangs = transitionOverhangs(document);
    const layersAt = async (index: number): Promise<Frame> => {
      const time = frameTimeMs(index, fps);
      const playing = drawOrder(whatPlaysAt(document, time), document);
      const live = new Set(playing.map((entry) => entry.item.id));
      for (const [id, stream] of streams) {
        if (live.has(id)) continue;
        streams.delete(id);
        void stream.return();
      }
      const pictures: DecodedPicture[] = [];
      const layers = await Promise.all(
        playing.map(async ({ item }): Promise<CompositionLayer> => {
          const entry = drawsMedia(item) ? loaded.get(item.mediaId) : undefined;
          if (!entry)
            return withCaptionStyle(
              { item, source: null, sourceWidth: 0, sourceHeight: 0 },
              captionStyles,
            );
          if (entry.kind === 'image')
            return {
              item,
              source: entry.bitmap,
              sourceWidth: entry.width,
              sourceHeight: entry.height,
            };
          const picture = entry.frames
            ? await sharedPicture(entry.frames, sourceTimeAt(item, time) / 1000)
            : await nextOf(streamOf(item, entry.track));
          if (picture) pictures.push(picture);
          return {
            item,
            source: picture?.source ?? null,
            sourceWidth: entry.width,
            sourceHeight: entry.height,
          };
        }),
      );
      for (const entry of loaded.values()) if (entry.kind === 'video') entry.frames?.sweep();
      // Each layer carries its transition (the compositor clips, moves or fades it).
      layers.forEach((layer, at) => (layers[at] = withTransition(layer, playing[at]!.transition)));
      return { layers, pictures, time };
    };
    const streamOf = (item: TimelineItem, track: InputVideoTrack) => {
      let stream = streams.get(item.id);
      if (!stream) {
        stream = transformedPictures(track, sourceTimes(item, fps, overhangs.get(item.id) ?? 0));
        streams.set(item.id, stream);
      }
      return stream;
    };

    const started = performance.now();
    const frameDuration = 1 / fps;
    let next = layersAt(0);
    // On a failure or cancel, the frame fetched ahead still holds decoded pictures.
    const dropAhead = () =>
      next.then(
        (frame) => frame.pictures.forEach((picture) => picture.close()),
        () => {},
      );
    const spent = { decode_ms: 0, draw_ms: 0, audio_ms: 0, encode_ms: 0 };
    let mark = performance.now();
    const lap = (phase: keyof typeof spent) => {
      const now = performance.now();
      spent[phase] += now - mark;
      mark = now;
    };
    for (let index = 0; index < total; index += 1) {
      if (signal?.aborted) await dropAhead();
      signal?.throwIfAborted();
      const { layers, pictures, time } = await next;
      lap('decode_ms');
      drawComposition(ctx, settings.resolution, layers, {
        format: document.format,
        smoothing: EXPORT_SMOOTHING,
        time,
      });
      lap('draw_ms');
      const timestamp = index * frameDuration;
      await addAudioUpTo(timestamp + AUDIO_CHUNK_S);
      lap('audio_ms');
      const encoded = videoSource.add(timestamp, frameDuration);
      if (index + 1 < total) next = layersAt(index + 1);
      try {
        await encoded;
        lap('encode_ms');
      } catch (error) {
        if (index + 1 < total) await dropAhead();
        throw error;
      } finally {
        for (const picture of pictures) picture.close();
      }
      const speed = renderSpeed(index + 1, total, performance.now() - started);
      report({
        phase: 'rendering',
        percent: frameProgress(index + 1, total),
        framesDone: index + 1,
        ...speed,
      });
    }
    await addAudioUpTo(Number.POSITIVE_INFINITY);
    signal?.throwIfAborted();
    // Where the frames' time went (waiting on each stage), for the export benchmark to read.
    performance.mark(EXPORT_TIMINGS_MARK, {
      detail: { frames: total, ...spent, total_ms: performance.now() - started },
    });

    report({ phase: 'finishing', percent: PROGRESS.framesEnd, framesDone: total });
    videoSource.close();
    audioSource?.close();
    await output.finalize();
    await release();
    await discardTape();
    const mimeType = exportMimeType(settings.format);
    const blob = await opened.result(mimeType);
    report({ phase: 'done', percent: PROGRESS.done, framesDone: total });
    return {
      blob,
      mimeType,
      fileName: exportFileName(settings.format),
      duration: total / fps,
      format: settings.format,
    };
  } catch (error) {
    if (output && output.state !== 'finalized' && output.state !== 'canceled')
      await output.cancel().catch(() => {});
    await release();
    await discard();
    await discardTape();
    throw error;
  }
}

/** The encoder's input for a piece of the mix. */
function audioBufferOf(channels: readonly Float32Array[]): AudioBuffer {
  const buffer = new AudioBuffer({
    length: channels[0]?.length ?? 0,
    numberOfChannels: channels.length,
    sampleRate: AUDIO_SAMPLE_RATE,
  });
  channels.forEach((channel, c) => buffer.copyToChannel(channel as Float32Array<ArrayBuffer>, c));
  return buffer;
}

/** A shared source's frame at `time` (s), closed by the caller once it is encoded. */
async function sharedPicture(frames: SourceFrames, time: number): Promise<DecodedPicture | null> {
  const sample = await frames.frameAt(time);
  return sample && { source: sample.toCanvasImageSource(), close: () => sample.close() };
}

async function nextOf(
  stream: AsyncGenerator<DecodedPicture | null, void, unknown>,
): Promise<DecodedPicture | null> {
  const next = await stream.next();
  return next.done ? null : next.value;
}

/**
 * The pictures of a track that needs rotation, flip or pixel-aspect correction, at `times`,
 * through a CanvasSink, which applies those on a full-size canvas (one clip's own stream).
 */
async function* transformedPictures(
  track: InputVideoTrack,
  times: Iterable<number>,
): AsyncGenerator<DecodedPicture | null, void, unknown> {
  const sink = new CanvasSink(track, { poolSize: CANVAS_POOL });
  for await (const wrapped of sink.canvasesAtTimestamps(times))
    yield wrapped && { source: wrapped.canvas, close: () => {} };
}

/**
 * The source times (s) an item's sink is asked for: one per frame the item is on screen, which
 * runs `overhang` ms past its end while it plays on under the next item's transition.
 */
function* sourceTimes(item: TimelineItem, fps: number, overhang: number): Generator<number> {
  const { first, end } = itemFrameRange({ ...item, duration: item.duration + overhang }, fps);
  for (let index = first; index < end; index += 1)
    yield sourceTimeAt(item, frameTimeMs(index, fps)) / 1000;
}

async function loadVideo(blob: Blob): Promise<LoadedMedia | null> {
  const input = new Input({ source: new BlobSource(blob), formats: ALL_FORMATS });
  try {
    const track = await input.getPrimaryVideoTrack();
    if (!track || !(await track.canDecode())) {
      input.dispose();
      return null;
    }
    const plain =
      track.rotation === 0 &&
      !(await track.getFlip()) &&
      track.squarePixelWidth === track.codedWidth &&
      track.squarePixelHeight === track.codedHeight;
    return {
      kind: 'video',
      input,
      track,
      width: track.displayWidth,
      height: track.displayHeight,
      frames: plain ? new SourceFrames(new VideoSampleSink(track)) : null,
    };
  } catch (error) {
    input.dispose();
    throw error;
  }
}

async function loadImage(blob: Blob): Promise<LoadedMedia> {
  const bitmap = await createImageBitmap(blob);
  return { kind: 'image', bitmap, width: bitmap.width, height: bitmap.height };
}

/**
 * Where the file is written: memory normally; a file in the origin private file system when
 * the estimate passes 100 MB (and the browser can write one), so a long export does not hold
 * the whole file in memory. Earlier exports' files are removed first.
 */
async function openTarget(
  settings: ExportSettings,
  durationMs: number,
): Promise<{
  target: Target;
  streamed: boolean;
  result: (mimeType: string) => Promise<Blob>;
  discard: () => Promise<void>;
}> {
  if (shouldStreamToDisk(settings, durationMs)) {
    const root = await navigator.storage?.getDirectory?.().catch(() => null);
    if (root) {
      const name = `${EXPORT_FILE_PREFIX}${Date.now()}.${settings.format}`;
      const handle = await root.getFileHandle(name, { create: true });
      if ('createWritable' in handle) {
        const writable = await handle.createWritable();
        return {
          target: new StreamTarget(writable, { chunked: true }),
          streamed: true,
          result: async (mimeType) => new Blob([await handle.getFile()], { type: mimeType }),
          discard: () => root.removeEntry(name).catch(() => {}),
        };
      }
    }
  }
  const target = new BufferTarget();
  return {
    target,
    streamed: false,
    result: async (mimeType) => new Blob([target.buffer ?? new ArrayBuffer(0)], { type: mimeType }),
    discard: async () => {},
  };
}
