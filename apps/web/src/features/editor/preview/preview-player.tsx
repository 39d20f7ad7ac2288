import {
  allItems,
  audibleTrackIds,
  frameAspect,
  itemGainAt,
  masterGain,
  whatPlaysAt,
  type CaptionStyle,
  type PlayingItem,
  type TimelineDocument,
  type TimelineItem,
} from '@reelwright/timeline';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useElementSize } from '../../../lib/use-element-size';
import { useTranslation } from 'react-i18next';
import type { LibraryFile } from '../library/library-file';
import { useEditor, useEditorStore } from '../store/editor-context';
import type { EditorState } from '../store/editor-store';
import { createAudioMixer, type AudioMixer } from './audio-mixer';
import { drawComposition, type CompositionLayer } from '../../../lib/composition/compositor';
import { coveringVideo, mainTrackSplit } from '../../../lib/composition/direct-frame';
import {
  captionFontNeeds,
  captionStylesOf,
  withCaptionStyle,
} from '../../../lib/composition/captions/caption-tracks';
import {
  captionFontsLoaded,
  loadCaptionFonts,
} from '../../../lib/composition/captions/load-caption-fonts';
import '../../../lib/composition/captions/shipped-fonts';
import { drawOrder, drawsMedia, isVisual } from '../../../lib/composition/frame-layout';
import { withTransition } from '../../../lib/composition/transition-effect';
import { FrameBar, type SafeAreaChoice } from '../format/frame-bar';
import { PicturePan } from '../format/picture-pan';
import { CropHandles } from '../picture/crop-handles';
import { CropToggle } from '../picture/crop-toggle';
import { SafeAreaOverlay } from '../format/safe-area-overlay';
import { createMediaPool, type MediaPool } from './media-sources';
import { OverlayHandles } from './overlay-handles';
import { TransportBar } from './transport-bar';
import { usePlaybackLoop } from './use-playback-loop';
import { mainTrackFrameKey, playingFrameKey, playingFrameTime } from './playing-frame-key';
import { createVideoLayer } from './video-layer';
import { createMainTrackPainter } from './main-track-painter';
import { createRehearser } from './main-track-rehearsal';

export interface PreviewPlayerProps {
  /** an object URL of the library file's blob, undefined while unknown */
  fileUrl: (mediaId: string) => string | undefined;
  fileOf: (mediaId: string) => LibraryFile | undefined;
}

/** Whether anything is on the picture (not only sound) at the playhead. */
const showsPicture = (state: EditorState) =>
  whatPlaysAt(state.history.document, state.playhead).some((entry) => isVisual(entry.item));

/**
 * The editor's preview: the frame bar (format, picture fit, safe areas), the composition at the
 * playhead on a canvas of the project's format, the selected overlay's handles or the selected
 * filling picture's pan over it, and the transport under it. Plays through real <video>/<audio> elements whose
 * sound goes through one Web Audio mix.
 */
export function PreviewPlayer({ fileUrl, fileOf }: PreviewPlayerProps) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const mainCanvasRef = useRef<HTMLCanvasElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const frameSize = useElementSize(frameRef);
  const hasPicture = useEditor(showsPicture);
  const format = useEditor((state) => state.history.document.format);
  const [safeAreas, setSafeAreas] = useState<SafeAreaChoice>(null);
  const [cropping, setCropping] = useState(false);
  const poolRef = useRef<MediaPool | null>(null);
  const mixerRef = useRef<AudioMixer | null>(null);
  const repaintRef = useRef<() => void>(() => {});
  const lookups = useRef({ fileUrl, fileOf });
  const sizeRef = useRef(frameSize);
  usePlaybackLoop();

  useLayoutEffect(() => {
    lookups.current = { fileUrl, fileOf };
    sizeRef.current = frameSize;
  });

  useEffect(() => {
    const mixer = createAudioMixer();
    mixerRef.current = mixer;
    const pool = createMediaPool({ mixer });
    poolRef.current = pool;
    // Videos go under the main track's canvas (shown one at a time, so their order is free).
    const videoLayer = createVideoLayer(() => {
      const under = mainCanvasRef.current;
      return under?.parentElement ? { parent: under.parentElement, above: under } : null;
    });
    // Playing, the main track's picture when it is not a video shown as it is: painted off the
    // page's thread. Until its canvas shows this play's first frame, the canvas paints it too.
    const mainTrack = createMainTrackPainter(
      () => mainCanvasRef.current,
      () => paint(),
    );
    // The painter's worker starts while the page is idle, not at the first play, and rehearses
    // the first frame a play has it paint; the sound's AudioContext starts while idle too, once
    // the page has had a click or a key (browsers let it start then).
    const rehearser = createRehearser({
      warm: (frame) => mainTrack.warm(frame),
      playing: () => store.getState().playing,
      document: () => store.getState().history.document,
      layersAt: (document, time) => layersOf(whatPlaysAt(document, time), document),
      size: () => deviceSize(sizeRef.current),
    });
    const idle = (work: () => void) =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(work, { timeout: 3000 })
        : null;
    let warmingSound: number | null = null;
    const warmSound = () => {
      window.removeEventListener('pointerdown', warmSound, true);
      window.removeEventListener('keydown', warmSound, true);
      warmingSound = idle(() => mixer.warm());
    };
    if (navigator.userActivation?.hasBeenActive) warmSound();
    else {
      window.addEventListener('pointerdown', warmSound, true);
      window.addEventListener('keydown', warmSound, true);
    }
    let lastDocument: unknown = null;
    let lastShown = '';
    let lastPainted: PlayingItem[] = [];
    let wasPlaying = false;
    // The item whose video shows under the canvas, if one does.
    let underItem: string | null = null;
    let captionStyles: ReadonlyMap<string, CaptionStyle> = new Map();
    let disposed = false;

    /**
     * Remembers a canvas's last paint while playing by its key (`keyOf`, with the size and
     * `tag`); `changed` says whether these layers would show something else (always, when not
     * `skipSame`).
     */
    const lastPaintOf = (keyOf = playingFrameKey) => {
      let last: string | null = null;
      return {
        changed(
          layers: readonly CompositionLayer[],
          { width, height }: { width: number; height: number },
          tag: string,
          skipSame: boolean,
        ): boolean {
          const key = skipSame
            ? keyOf(layers, drawnTime(store.getState()), pool.frameVersion)
            : null;
          const sized = key === null ? null : `${tag}|${width}×${height}|${key}`;
          if (sized !== null && sized === last) return false;
          last = sized;
          return true;
        },
        forget() {
          last = null;
        },
      };
    };
    const topPaint = lastPaintOf();
    const mainPaint = lastPaintOf(mainTrackFrameKey);
    const hideMainTrack = () => {
      mainTrack.hide();
      mainPaint.forget();
    };

    /**
     * Paints `layers` on the canvas, sized to the frame in device px, over black or clear; with
     * `skipSame`, not when they would show what its last paint showed.
     */
    const paintOn = (
      canvas: HTMLCanvasElement,
      size: { width: number; height: number },
      layers: readonly CompositionLayer[],
      backdrop: 'black' | 'clear',
      skipSame: boolean,
    ): void => {
      const state = store.getState();
      if (canvas.width !== size.width) canvas.width = size.width;
      if (canvas.height !== size.height) canvas.height = size.height;
      const ctx = canvas.getContext('2d');
      if (!ctx || !topPaint.changed(layers, size, backdrop, skipSame)) return;
      drawComposition(ctx, size, layers, {
        time: drawnTime(state),
        format: state.history.document.format,
        backdrop,
      });
    };

    const layersOf = (now: readonly PlayingItem[], document: TimelineDocument) =>
      drawOrder(now, document).map(({ item, transition }): CompositionLayer =>
        withTransition(
          withCaptionStyle(layerFor(item, pool, lookups.current.fileOf), captionStyles),
          transition,
        ),
      );

    /** Paints the frame; `skipSame`: not a canvas whose paint would show what it showed. */
    const paint = (playing?: PlayingItem[], skipSame = false) => {
      const canvas = canvasRef.current;
      const mainCanvas = mainCanvasRef.current;
      if (!canvas || !mainCanvas) return;
      const state = store.getState();
      const box = sizeRef.current;
      const now = playing ?? whatPlaysAt(state.history.document, state.playhead);
      // The items the media pool plays now, drawn as they look at the preview's frame's time
      // (`drawnTime`), a moment before the playhead while playing. (The items of that earlier
      // moment could be ones the pool has just let go: a black frame at a cut.)
      const layers = layersOf(now, state.history.document);
      const time = drawnTime(state);
      // Every element that plays stays in the frame (taking one out would pause it).
      videoLayer.keepOnly(
        new Set(
          now
            .map(({ item }) => pool.element(item.id))
            .filter((element): element is HTMLVideoElement => element instanceof HTMLVideoElement),
        ),
      );
      const size = deviceSize(box);
      const options = { time, format: state.history.document.format };
      // Playing, the main track's picture lies under the canvas: a video under everything else
      // as it is, shown by the browser itself, or else painted on a canvas of its own, repainted
      // only when it changes; the canvas paints what lies over it. Paused, the canvas paints the
      // whole frame, as the export does.
      const covering = state.playing ? coveringVideo(layers, size, options) : null;
      const video = covering?.layer.source;
      if (covering && video instanceof HTMLVideoElement) {
        videoLayer.show(
          video,
          covering.source,
          { width: covering.layer.sourceWidth, height: covering.layer.sourceHeight },
          box,
        );
        underItem = covering.layer.item.id;
        hideMainTrack();
        paintOn(canvas, size, covering.over, 'clear', skipSame);
        return;
      }
      if (
        !state.playing &&
        underItem !== null &&
        layers.some((layer) => layer.item.id === underItem && layer.source === null)
      ) {
        // Just paused, the video may be settling on its frame, and the canvas cannot draw it
        // yet: it stays shown under the canvas until it can (the pool says so), so nothing
        // flashes black.
        paintOn(canvas, size, layers, 'clear', skipSame);
        return;
      }
      videoLayer.hide();
      underItem = null;
      if (state.playing) {
        const { main, over } = mainTrackSplit(layers);
        if (mainPaint.changed(main, size, 'main', skipSame)) mainTrack.paint(size, main, options);
        if (mainTrack.showing) {
          paintOn(canvas, size, over, 'clear', skipSame);
          return;
        }
      } else hideMainTrack();
      paintOn(canvas, size, layers, 'black', skipSame);
    };

    const render = () => {
      const state = store.getState();
      const document = state.history.document;
      if (document !== lastDocument) {
        topPaint.forget();
        mainPaint.forget();
        // Another format places everything anew, even items that did not change.
        if ((lastDocument as typeof document | null)?.format !== document.format) lastPainted = [];
        // A track hidden, shown or reordered repaints the same items.
        const shown = shownTracksKey(document);
        if (shown !== lastShown) lastPainted = [];
        lastShown = shown;
        lastDocument = document;
        rehearser.schedule();
        pool.prune(allItems(document));
        const styles = captionStylesOf(document);
        // A restyled caption track repaints even though its items are the same objects.
        if (!sameStyles(styles, captionStyles)) lastPainted = [];
        captionStyles = styles;
        const fonts = captionFontNeeds(document);
        if (!captionFontsLoaded(fonts))
          void loadCaptionFonts(fonts).then(() => {
            if (disposed) return;
            lastPainted = [];
            render();
          });
      }
      const playing = whatPlaysAt(document, state.playhead);
      // The first play follows a click: the AudioContext may start now.
      if (state.playing) mixer.start();
      mixer.setMaster(state.volume, state.muted);
      mixer.setMixVolume(masterGain(document));
      const audible = audibleTrackIds(document);
      pool.sync(playing, {
        playing: state.playing,
        fileUrl: lookups.current.fileUrl,
        // Fades and ducking at the playhead: the export's mix asks the same function.
        gainOf: (item) =>
          audible.has(item.trackId) ? itemGainAt(document, item, state.playhead) : 0,
      });
      // Edits elsewhere on the timeline (a drag far from the playhead) leave the frame as it
      // was: the same items at the same source times need no repaint.
      // Playing, a frame that shows what the last one did (a 30 fps video between its frames on
      // a 60 Hz screen, a still) is not painted again.
      // Paused, the canvas paints the whole frame again (playing, a video may have shown under it).
      if (state.playing !== wasPlaying) lastPainted = [];
      // A rehearsal put off while playing.
      if (wasPlaying && !state.playing) rehearser.schedule();
      wasPlaying = state.playing;
      if (state.playing || !samePicture(playing, lastPainted)) {
        lastPainted = playing;
        paint(playing, state.playing);
      }
    };
    render();

    const unsubscribe = store.subscribe((state, previous) => {
      if (
        state.history.document !== previous.history.document ||
        state.playhead !== previous.playhead ||
        state.playing !== previous.playing ||
        state.volume !== previous.volume ||
        state.muted !== previous.muted
      )
        render();
    });
    // A video landed on its frame or an image loaded: paint again.
    const stopListening = pool.onChange(() => paint());
    // A new size or new files: the next render repaints whatever plays.
    repaintRef.current = () => {
      rehearser.schedule(true);
      lastPainted = [];
      render();
    };
    return () => {
      disposed = true;
      unsubscribe();
      stopListening();
      repaintRef.current = () => {};
      poolRef.current = null;
      pool.dispose();
      rehearser.dispose();
      if (warmingSound !== null) cancelIdleCallback(warmingSound);
      window.removeEventListener('pointerdown', warmSound, true);
      window.removeEventListener('keydown', warmSound, true);
      mainTrack.dispose();
      mixer.close();
      mixerRef.current = null;
    };
  }, [store]);

  // A new size or new files: bring the elements up to date and paint again.
  useEffect(() => {
    repaintRef.current();
  }, [frameSize, fileUrl, fileOf]);

  const readLevel = useCallback(() => mixerRef.current?.level() ?? null, []);

  const sourceSize = useCallback((item: TimelineItem) => {
    const drawable = poolRef.current?.source(item);
    return drawable && drawable.width > 0
      ? { width: drawable.width, height: drawable.height }
      : null;
  }, []);
  const pictureSize = useCallback(
    (item: TimelineItem) => {
      const file = fileOf(item.mediaId);
      return (
        sourceSize(item) ??
        (file && file.width > 0 && file.height > 0
          ? { width: file.width, height: file.height }
          : null)
      );
    },
    [sourceSize, fileOf],
  );

  return (
    <section
      aria-label={t('preview.label')}
      className="flex min-h-0 min-w-0 flex-1 flex-col overflow-hidden rounded-card border border-studio-line bg-studio-bg"
    >
      <FrameBar
        safeAreas={safeAreas}
        onSafeAreasChange={setSafeAreas}
        pictureTools={<CropToggle cropping={cropping} onCroppingChange={setCropping} />}
      />
      {/* The frame is the largest box of the project's format the space left by the timeline
          holds (a size container), so in a full-height studio the timeline below is never pushed
          off screen. Phones scroll the studio instead: there the space is a 16:9 box. */}
      <div
        className="grid min-h-0 flex-1 place-items-center bg-black max-md:aspect-video max-md:flex-none"
        style={{ containerType: 'size' }}
      >
        <div
          ref={frameRef}
          data-testid="preview-frame"
          data-format={format}
          className="relative overflow-hidden bg-black"
          style={{
            aspectRatio: String(frameAspect(format)),
            width: `min(100cqw, calc(100cqh * ${frameAspect(format)}))`,
          }}
        >
          {/* Playing, the main track's picture when it is not a video shown as it is. */}
          <canvas
            ref={mainCanvasRef}
            aria-hidden="true"
            className="invisible absolute inset-0 size-full"
          />
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={t('preview.canvas')}
            className="absolute inset-0 size-full"
          />
          {hasPicture ? null : (
            <p className="absolute inset-0 grid place-items-center px-4 text-center text-sm text-studio-ink-muted">
              {t('preview.empty')}
            </p>
          )}
          <PicturePan frameSize={frameSize} sourceSize={pictureSize} />
          {safeAreas && (
            <SafeAreaOverlay format={format} platforms={safeAreas} frameSize={frameSize} />
          )}
          <OverlayHandles frameSize={frameSize} fileOf={fileOf} sourceSize={sourceSize} />
          <CropHandles frameSize={frameSize} sourceSize={pictureSize} cropping={cropping} />
        </div>
      </div>
      <TransportBar level={readLevel} />
    </section>
  );
}

/**
 * The time the preview's picture shows: the playhead, or while playing the start of the
 * preview's frame it falls in (`playingFrameTime`), so a picture that moves with time moves
 * once a frame of the export's rate, as it will in the file.
 */
const drawnTime = (state: EditorState): number =>
  state.playing ? playingFrameTime(state.playhead) : state.playhead;

/** A canvas filling the frame: its backing store is the frame's CSS size × the pixel ratio. */
function deviceSize(box: { width: number; height: number }): { width: number; height: number } {
  const ratio = window.devicePixelRatio || 1;
  return {
    width: Math.max(1, Math.round(box.width * ratio)),
    height: Math.max(1, Math.round(box.height * ratio)),
  };
}

/** The drawn tracks, top first: what hiding, showing or reordering a track changes. */
const shownTracksKey = (document: TimelineDocument) =>
  document.tracks.map((track) => (track.hidden === true ? '' : track.id)).join('\n');

function sameStyles(
  next: ReadonlyMap<string, CaptionStyle>,
  previous: ReadonlyMap<string, CaptionStyle>,
): boolean {
  return (
    next.size === previous.size &&
    [...next].every(([trackId, style]) => previous.get(trackId) === style)
  );
}

/** The same items (by identity, so any edit to them counts) at the same source times. */
function samePicture(next: readonly PlayingItem[], previous: readonly PlayingItem[]): boolean {
  return (
    next.length === previous.length &&
    next.every(
      (entry, index) =>
        entry.item === previous[index]!.item && entry.sourceTime === previous[index]!.sourceTime,
    )
  );
}

function layerFor(
  item: TimelineItem,
  pool: MediaPool,
  fileOf: (mediaId: string) => LibraryFile | undefined,
): CompositionLayer {
  const drawable = pool.source(item);
  const file = drawsMedia(item) ? fileOf(item.mediaId) : undefined;
  return {
    item,
    source: drawable?.source ?? null,
    sourceWidth: drawable?.width || file?.width || 0,
    sourceHeight: drawable?.height || file?.height || 0,
  };
}
