import {
  transitionOverhangs,
  whatPlaysAt,
  sourceTimeAt,
  type LoudnessPlan,
  type TimelineDocument,
  type TimelineItem,
} from '@reelwright/timeline';
import {
  AudioSample,
  AudioSampleSource,
  Mp4OutputFormat,
  Output,
  Quality,
  VideoSample,
  VideoSampleSource,
  WebMOutputFormat,
  type InputVideoTrack,
} from 'mediabunny';
import {
  captionFontNeeds,
  captionStylesOf,
  withCaptionStyle,
} from '../../../../lib/composition/captions/caption-tracks';
import { loadCaptionFonts } from '../../../../lib/composition/captions/load-caption-fonts';
import { colourGrade, type ColourGrade } from '../../../../lib/composition/colour-grade';
import { drawComposition, type CompositionLayer } from '../../../../lib/composition/compositor';
import { directFrame } from '../../../../lib/composition/direct-frame';
import { FramePictures } from '../../../../lib/composition/frame-pictures';
import { drawOrder, drawsMedia } from '../../../../lib/composition/frame-layout';
import { withTransition } from '../../../../lib/composition/transition-effect';
import { AAC_WASM_DELAY_SAMPLES, checkEncoderSupport, usesWasmAac } from '../encoder-support';
import {
  EXPORT_ERRORS,
  visualMedia,
  withTimeout,
  type ExportProgress,
  type ExportResult,
} from '../export-job';
import {
  AUDIO_BITRATE,
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
  loadingProgress,
  renderSpeed,
  type ExportSettings,
} from '../export-settings';
import { encoderSound } from '../sound/encoder-sound';
import type { SealedTape } from '../sound/mix-tape';
import {
  loadImage,
  loadVideo,
  nextOf,
  sharedPicture,
  sourceTimes,
  transformedPictures,
  type DecodedPicture,
  type LoadedMedia,
} from './loaded-media';
import { DirectFrameMaker, encoderTakesDirectFrames } from './direct-frames';
import { openTarget } from './output-target';

// The export's pictures and the file: every frame drawn by the preview's compositor on an
// OffscreenCanvas and encoded through WebCodecs by mediabunny, as fast as the machine allows.
// It runs in the export's worker (`export.worker.ts`), or on the page where a worker cannot
// draw. Decoding, drawing and encoding overlap: the next frame's pictures are fetched while this
// one is drawn, decoded frames are closed as soon as they are drawn (so the decoders run on),
// and the encoder takes a frame while the next is drawn, one frame in flight at most. A frame
// that is one video picture scaled over the whole frame skips the canvas: the encoder scales the
// decoded picture itself (`direct-frames.ts`), once it has shown it can.

/** See `CompositionOptions.smoothing`: the export's speed/quality choice for scaled pictures. */
const EXPORT_SMOOTHING: ImageSmoothingQuality = 'medium';
/** Audio goes to the encoder in 1 s pieces, interleaved with the frames they play under. */
const AUDIO_CHUNK_S = 1;

/** The mix on its tape, and the loudness it is brought to on the way to the encoder. */
export interface TapeSound {
  tape: SealedTape;
  plan: LoudnessPlan | null;
}

export interface FrameJob {
  document: TimelineDocument;
  settings: ExportSettings;
  media: (mediaId: string) => Blob | undefined;
}

/** Where each frame's time went: waiting on each stage (ms, summed over the frames). */
export interface FrameTimings {
  frames: number;
  decode_ms: number;
  draw_ms: number;
  audio_ms: number;
  encode_ms: number;
  total_ms: number;
  /** frames the encoder made from the decoded picture, without the canvas */
  direct_frames: number;
}

export interface FrameHooks {
  signal?: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
  /** Asked once the pictures are loaded: the sound to put under them (null for none). */
  sound: () => Promise<TapeSound | null>;
  onTimings?: (timings: FrameTimings) => void;
}

/** Renders the job's frames (with the sound it is given) into a file. */
export async function renderFrames(
  { document, settings, media }: FrameJob,
  { signal, onProgress, sound: soundOf, onTimings }: FrameHooks,
): Promise<ExportResult> {
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

  const loaded = new Map<string, LoadedMedia>();
  const streams = new Map<string, AsyncGenerator<DecodedPicture | null, void, unknown>>();
  let output: Output | null = null;
  let discard: () => Promise<void> = async () => {};
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
    // The caption and title fonts, so the first frame is already drawn in them.
    await loadCaptionFonts(captionFontNeeds(document));
    signal?.throwIfAborted();

    // 2. Sound: 25 → 30, made by whoever called; meanwhile the direct frames' grade tables.
    const maker = new DirectFrameMaker();
    const framePictures = new FramePictures();
    const soundComing = soundOf();
    // (In the export's worker only: on the page, the work would hold up its thread.)
    if (inWorker()) maker.prepareGrades(mainPictureGrades(document));
    const sound = await soundComing;
    signal?.throwIfAborted();

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
    // The first frame is the canvas's: it sets the encoder's size; direct frames of another
    // size pass to the encoder, which scales them to it.
    let encoderCodec: string | null = null;
    const videoSource = new VideoSampleSource({
      codec: support.videoCodec,
      quality: new Quality({ bitrate: VIDEO_BITRATES[settings.quality] }),
      keyFrameInterval: KEY_FRAME_INTERVAL_S,
      latencyMode: 'quality',
      hardwareAcceleration: 'no-preference',
      sizeChangeBehavior: 'passThrough',
      // Called for each candidate tried, in order: the last is the one the encoder runs.
      onEncoderConfig: (config) => (encoderCodec = config.codec),
    });
    output.addVideoTrack(videoSource, { frameRate: fps });
    const audioSource = sound
      ? new AudioSampleSource({
          codec: support.audioCodec,
          quality: new Quality({ bitrate: AUDIO_BITRATE }),
        })
      : null;
    if (audioSource) output.addAudioTrack(audioSource);
    await output.start();

    // 4. Frames: 30 → 95.
    report({ phase: 'rendering', percent: PROGRESS.recording });
    const skip = support.audioCodec === 'aac' && usesWasmAac() ? AAC_WASM_DELAY_SAMPLES : 0;
    const pieces = sound ? encoderSound(sound.tape, sound.plan, AUDIO_CHUNK_S, skip) : null;
    let pendingPiece = await pieces?.next();
    const addAudioUpTo = async (seconds: number) => {
      while (audioSource && sound && pieces && pendingPiece && !pendingPiece.done) {
        if (pendingPiece.value.startSeconds > seconds) return;
        const sample = audioSampleOf(pendingPiece.value, sound.tape.sampleRate);
        try {
          await audioSource.add(sample);
        } finally {
          sample.close();
        }
        pendingPiece = await pieces.next();
      }
    };

    type Frame = { layers: CompositionLayer[]; pictures: DecodedPicture[]; time: number };
    const captionStyles = captionStylesOf(document);
    const overhangs = transitionOverhangs(document);
    const streamOf = (item: TimelineItem, track: InputVideoTrack) => {
      let stream = streams.get(item.id);
      if (!stream) {
        stream = transformedPictures(track, sourceTimes(item, fps, overhangs.get(item.id) ?? 0));
        streams.set(item.id, stream);
      }
      return stream;
    };
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

    const started = performance.now();
    const frameDuration = 1 / fps;
    // Direct frames, once the encoder (its codec known after the first frame) has passed the
    // check. The first frame that could be one waits for the check, so which frames are made
    // directly never depends on how fast the machine is.
    let directCheck: Promise<boolean> | null = null;
    let directAllowed = true;
    let directCount = 0;
    const directSample = async (layers: CompositionLayer[], time: number, timestamp: number) => {
      if (!directAllowed || !directCheck) return null;
      const direct = directFrame(layers, settings.resolution, { format: document.format, time });
      const source = direct?.layer.source;
      if (!direct || typeof VideoFrame === 'undefined' || !(source instanceof VideoFrame))
        return null;
      const incoming = direct.incoming?.layer.source;
      if (direct.incoming && !(incoming instanceof VideoFrame)) return null;
      directAllowed = await directCheck;
      if (!directAllowed) return null;
      try {
        const frame = await maker.make(source, direct.source, timestamp, frameDuration, {
          canvas: settings.resolution,
          stills: direct.stills.map(({ layer, rect, alpha }) => ({
            key: layer.item.mediaId,
            image: layer.source!,
            rect,
            alpha,
          })),
          grade: direct.grade,
          ...(direct.incoming && incoming instanceof VideoFrame
            ? { incoming: { frame: incoming, alpha: direct.incoming.alpha } }
            : {}),
        });
        return frame && new VideoSample(frame);
      } catch {
        // A frame this browser will not copy or wrap: the canvas draws this one and the rest.
        directAllowed = false;
        return null;
      }
    };
    let next: Promise<Frame> | null = layersAt(0);
    // The frame the encoder has: its promise resolves once the encoder can take another.
    let encoding: Promise<void> = Promise.resolve();
    // On a failure or cancel, the frame fetched ahead still holds decoded pictures.
    const dropAhead = async () => {
      const ahead = next;
      next = null;
      await ahead?.then(
        (frame) => frame.pictures.forEach((picture) => picture.close()),
        () => {},
      );
    };
    const spent = { decode_ms: 0, draw_ms: 0, audio_ms: 0, encode_ms: 0 };
    let mark = performance.now();
    const lap = (phase: keyof typeof spent) => {
      const now = performance.now();
      spent[phase] += now - mark;
      mark = now;
    };
    try {
      for (let index = 0; index < total; index += 1) {
        signal?.throwIfAborted();
        const { layers, pictures, time } = await next!;
        next = index + 1 < total ? layersAt(index + 1) : null;
        lap('decode_ms');
        const timestamp = index * frameDuration;
        let sample: VideoSample;
        try {
          const direct = await directSample(layers, time, timestamp);
          if (direct) {
            sample = direct;
            directCount += 1;
          } else {
            // Each video frame converted by copyTo: the canvas's own drawImage of a VideoFrame
            // converts it far slower (`frame-pictures.ts`).
            const drawn = await Promise.all(
              layers.map(async (layer, slot) =>
                typeof VideoFrame !== 'undefined' && layer.source instanceof VideoFrame
                  ? { ...layer, source: await framePictures.pictureOf(layer.source, slot) }
                  : layer,
              ),
            );
            drawComposition(ctx, settings.resolution, drawn, {
              format: document.format,
              smoothing: EXPORT_SMOOTHING,
              time,
            });
            sample = new VideoSample(canvas, { timestamp, duration: frameDuration });
          }
        } finally {
          // Drawn: the decoders may reuse these frames' memory for the ones ahead.
          for (const picture of pictures) picture.close();
        }
        lap('draw_ms');
        try {
          await addAudioUpTo(timestamp + AUDIO_CHUNK_S);
          lap('audio_ms');
          // A write that failed (the disk full) stops the export instead of leaving it waiting.
          await Promise.race([encoding, opened.failed]);
        } catch (error) {
          sample.close();
          throw error;
        }
        lap('encode_ms');
        // The frame is captured, so the next one may be drawn while this one encodes.
        encoding = videoSource.add(sample).finally(() => sample.close());
        if (index === 0)
          directCheck = encoding.then(
            () => (encoderCodec ? encoderTakesDirectFrames(encoderCodec) : false),
            () => false,
          );
        const speed = renderSpeed(index + 1, total, performance.now() - started);
        report({
          phase: 'rendering',
          percent: frameProgress(index + 1, total),
          framesDone: index + 1,
          ...speed,
        });
      }
      await Promise.race([encoding, opened.failed]);
      lap('encode_ms');
    } catch (error) {
      await dropAhead();
      await encoding.catch(() => {});
      throw error;
    }
    await addAudioUpTo(Number.POSITIVE_INFINITY);
    signal?.throwIfAborted();
    onTimings?.({
      frames: total,
      ...spent,
      total_ms: performance.now() - started,
      direct_frames: directCount,
    });

    report({ phase: 'finishing', percent: PROGRESS.framesEnd, framesDone: total });
    videoSource.close();
    audioSource?.close();
    await Promise.race([output.finalize(), opened.failed]);
    await release();
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
    throw error;
  }
}

/** Whether this code runs in a worker (no page's document). */
const inWorker = () => typeof document === 'undefined';

/** The main track's video clips' grades, each once, in the order they come. */
function mainPictureGrades(document: TimelineDocument): ColourGrade[] {
  const grades = new Map<string, ColourGrade>();
  for (const track of document.tracks) {
    if (track.type !== 'main') continue;
    const clips = track.items.filter((item) => item.type === 'videos');
    clips.sort((a, b) => a.startTime - b.startTime);
    for (const clip of clips) {
      const grade = colourGrade(clip.colour);
      if (grade) grades.set(JSON.stringify(grade), grade);
    }
  }
  return [...grades.values()];
}

/** A piece of the mix as the encoder takes it: planar 32-bit floats from its start time. */
function audioSampleOf(
  piece: { startSeconds: number; channels: Float32Array[] },
  sampleRate: number,
): AudioSample {
  const frames = piece.channels[0]?.length ?? 0;
  const data = new Float32Array(frames * piece.channels.length);
  piece.channels.forEach((channel, c) => data.set(channel, c * frames));
  return new AudioSample({
    data,
    format: 'f32-planar',
    numberOfChannels: piece.channels.length,
    sampleRate,
    timestamp: piece.startSeconds,
  });
}
