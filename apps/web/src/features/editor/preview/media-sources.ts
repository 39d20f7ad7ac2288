import type { PlayingItem, TimelineItem } from '@reelwright/timeline';
import type { AudioMixer } from './audio-mixer';
import { holdsStill, matchPlaybackSpeed } from '../../../lib/media/playback-speed';

// The media elements behind the preview: one <video> per video item, one <audio> per sound item
// and one image per library file, kept in step with the playhead. Video and audio elements play
// their sound through the mixer (Web Audio), never muted themselves.

/** One video frame at 30 fps, in seconds: a paused video closer than this is left alone. */
export const FRAME_SECONDS = 1 / 30;
/** A playing element further than this from the playhead is re-seeked (seconds). */
export const MAX_DRIFT_SECONDS = 0.15;

export interface DrawableSource {
  source: CanvasImageSource;
  width: number;
  height: number;
}

export interface SyncOptions {
  playing: boolean;
  fileUrl: (mediaId: string) => string | undefined;
  /** the item's gain now (volume × fades × ducking, `itemGainAt`); its volume when not given */
  gainOf?: (item: TimelineItem) => number;
}

export interface MediaPool {
  /**
   * Brings the elements in step with what plays now: paused, each video sits on its source time
   * (seeked only when off by more than a frame); playing, the elements that should play play, and
   * drift over 0.15 s is corrected by seeking. Elements of items not playing are paused.
   */
  sync: (playing: readonly PlayingItem[], options: SyncOptions) => void;
  /** Releases the elements of items (and images of files) no longer in the document. */
  prune: (items: Iterable<Pick<TimelineItem, 'id' | 'mediaId'>>) => void;
  /** What to draw for an item now, or null while its media is not ready. */
  source: (item: Pick<TimelineItem, 'id' | 'mediaId' | 'type'>) => DrawableSource | null;
  /** The media element of a video or sound item, if it has one. */
  element: (itemId: string) => HTMLMediaElement | undefined;
  /** Called when a picture becomes ready or lands on a new frame (loaded, seeked). */
  onChange: (listener: () => void) => () => void;
  /**
   * How many frames a video item's element has presented (`requestVideoFrameCallback`): it
   * changes when the picture does. Null where the browser cannot say, or for other items.
   */
  frameVersion: (itemId: string) => number | null;
  /** Releases everything. */
  dispose: () => void;
}

export interface MediaPoolOptions {
  mixer?: AudioMixer;
  /** for tests; defaults to `document.createElement` */
  createElement?: <K extends 'video' | 'audio' | 'img'>(tag: K) => HTMLElementTagNameMap[K];
}

interface MediaEntry {
  element: HTMLMediaElement;
  url: string | undefined;
  removeListeners: () => void;
  /** frames presented so far (videos where the browser reports them), else null */
  presented: number | null;
}

interface ImageEntry {
  element: HTMLImageElement;
  url: string | undefined;
  removeListeners: () => void;
  /**
   * The picture decoded once, for drawing, while it is on screen: a detached <img> drawn on a
   * canvas every frame was decoded again for most frames (Chromium's discardable image cache;
   * `bench/editor --trace`). At most BITMAP_MAX_SIDE px a side, and dropped when the image is no
   * longer drawn, so a project of many large photos does not hold them all decoded.
   */
  bitmap: ImageBitmap | undefined;
  /** a decode under way */
  decoding: boolean;
  /** drawn at the last sync */
  shown: boolean;
}

/** The longest side a still is kept decoded at: more than a preview canvas ever shows. */
export const BITMAP_MAX_SIDE = 2560;

const HAVE_CURRENT_DATA = 2;
const isVideo = (element: HTMLMediaElement): element is HTMLVideoElement =>
  element.tagName === 'VIDEO';
const PICTURE_EVENTS = ['loadeddata', 'seeked', 'loadedmetadata', 'resize'] as const;

/**
 * Calls `onFrame` each time the video presents a new frame, until the returned stop is called;
 * null (nothing done) where the browser has no `requestVideoFrameCallback`.
 */
function countPresentedFrames(video: HTMLVideoElement, onFrame: () => void): (() => void) | null {
  if (typeof video.requestVideoFrameCallback !== 'function') return null;
  let handle = 0;
  let stopped = false;
  const next = () => {
    if (stopped) return;
    onFrame();
    handle = video.requestVideoFrameCallback(next);
  };
  handle = video.requestVideoFrameCallback(next);
  return () => {
    stopped = true;
    video.cancelVideoFrameCallback(handle);
  };
}

export function createMediaPool(options: MediaPoolOptions = {}): MediaPool {
  const create =
    options.createElement ??
    (<K extends 'video' | 'audio' | 'img'>(tag: K) => document.createElement(tag));
  const mixer = options.mixer;
  const media = new Map<string, MediaEntry>();
  const images = new Map<string, ImageEntry>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  function listen(element: HTMLElement, events: readonly string[]): () => void {
    events.forEach((name) => element.addEventListener(name, notify));
    return () => events.forEach((name) => element.removeEventListener(name, notify));
  }

  function mediaFor(item: TimelineItem, url: string | undefined): MediaEntry {
    let entry = media.get(item.id);
    if (!entry) {
      const element = item.type === 'videos' ? create('video') : create('audio');
      element.preload = 'auto';
      element.muted = false;
      if (isVideo(element)) element.playsInline = true;
      const created: MediaEntry = {
        element,
        url: undefined,
        removeListeners: () => {},
        presented: null,
      };
      if (isVideo(element)) {
        const stopListening = listen(element, PICTURE_EVENTS);
        const stopCounting = countPresentedFrames(element, () => {
          created.presented = (created.presented ?? 0) + 1;
        });
        if (stopCounting) created.presented = 0;
        created.removeListeners = () => {
          stopListening();
          stopCounting?.();
        };
      }
      entry = created;
      media.set(item.id, entry);
    }
    if (url !== undefined && entry.url !== url) {
      entry.url = url;
      entry.element.src = url;
    }
    return entry;
  }

  function imageFor(mediaId: string, url: string | undefined): ImageEntry {
    let entry = images.get(mediaId);
    if (!entry) {
      const element = create('img');
      element.decoding = 'async';
      const created: ImageEntry = {
        element,
        url: undefined,
        bitmap: undefined,
        decoding: false,
        shown: false,
        removeListeners: () => undefined,
      };
      const stopListening = listen(element, ['load']);
      const decode = () => keepDecoded(created);
      element.addEventListener('load', decode);
      created.removeListeners = () => {
        stopListening();
        element.removeEventListener('load', decode);
      };
      entry = created;
      images.set(mediaId, entry);
    }
    if (url !== undefined && entry.url !== url) {
      entry.url = url;
      dropBitmap(entry);
      entry.element.src = url;
    }
    return entry;
  }

  /** Decodes a shown, loaded image into a bitmap, unless its picture changes meanwhile. */
  function keepDecoded(entry: ImageEntry): void {
    const { element } = entry;
    if (typeof createImageBitmap !== 'function' || !entry.shown) return;
    if (entry.bitmap || entry.decoding || !element.complete || !(element.naturalWidth > 0)) return;
    const url = entry.url;
    const scale = Math.min(
      1,
      BITMAP_MAX_SIDE / Math.max(element.naturalWidth, element.naturalHeight),
    );
    entry.decoding = true;
    const decoded =
      scale < 1
        ? createImageBitmap(element, {
            resizeWidth: Math.round(element.naturalWidth * scale),
            resizeHeight: Math.round(element.naturalHeight * scale),
            resizeQuality: 'high',
          })
        : createImageBitmap(element);
    decoded.then(
      (bitmap) => {
        entry.decoding = false;
        const current = [...images.values()].includes(entry) && entry.url === url;
        if (!current || !entry.shown) {
          bitmap.close();
          return;
        }
        entry.bitmap = bitmap;
        notify();
      },
      () => {
        entry.decoding = false; // The element itself is drawn then.
      },
    );
  }

  function dropBitmap(entry: ImageEntry): void {
    entry.bitmap?.close();
    entry.bitmap = undefined;
  }

  function releaseMedia(id: string, entry: MediaEntry): void {
    entry.removeListeners();
    entry.element.pause();
    mixer?.release(entry.element);
    entry.element.removeAttribute('src');
    try {
      entry.element.load();
    } catch {
      // Nothing to unload.
    }
    media.delete(id);
  }

  function releaseImage(mediaId: string, entry: ImageEntry): void {
    entry.removeListeners();
    dropBitmap(entry);
    entry.element.removeAttribute('src');
    images.delete(mediaId);
  }

  function play(element: HTMLMediaElement): void {
    try {
      const started = element.play();
      // Autoplay refused or the source failed: the picture stays where it is.
      if (started) void started.catch(() => {});
    } catch {
      // Old engines throw instead of rejecting.
    }
  }

  function seek(element: HTMLMediaElement, time: number): void {
    try {
      element.currentTime = time;
    } catch {
      // Not seekable yet (no metadata): the next sync tries again.
    }
  }

  return {
    sync(playing, { playing: isPlaying, fileUrl, gainOf }) {
      const active = new Set<string>();
      const shownImages = new Set<string>();
      for (const { item, sourceTime } of playing) {
        if (item.type === 'images') {
          imageFor(item.mediaId, fileUrl(item.mediaId));
          shownImages.add(item.mediaId);
          continue;
        }
        if (item.type !== 'videos' && item.type !== 'audios') continue;
        const entry = mediaFor(item, fileUrl(item.mediaId));
        active.add(item.id);
        const still = holdsStill(item);
        mixer?.setItemVolume(entry.element, still ? 0 : gainOf ? gainOf(item) : item.volume);
        if (entry.url === undefined) continue;
        const element = entry.element;
        matchPlaybackSpeed(element, item);
        const target = sourceTime / 1000;
        const off = Math.abs(element.currentTime - target);
        if (!isPlaying || still) {
          if (!element.paused) element.pause();
          if (off > FRAME_SECONDS) seek(element, target);
        } else if (element.paused) {
          // A source a few ms shorter than its item: hold the last frame rather than restart.
          if (Number.isFinite(element.duration) && target >= element.duration - FRAME_SECONDS)
            continue;
          if (off > FRAME_SECONDS) seek(element, target);
          play(element);
        } else if (off > MAX_DRIFT_SECONDS) {
          seek(element, target);
        }
      }
      media.forEach((entry, id) => {
        if (!active.has(id) && !entry.element.paused) entry.element.pause();
      });
      images.forEach((entry, mediaId) => {
        entry.shown = shownImages.has(mediaId);
        if (entry.shown) keepDecoded(entry);
        else dropBitmap(entry);
      });
    },
    prune(items) {
      const ids = new Set<string>();
      const mediaIds = new Set<string>();
      for (const item of items) {
        ids.add(item.id);
        mediaIds.add(item.mediaId);
      }
      media.forEach((entry, id) => {
        if (!ids.has(id)) releaseMedia(id, entry);
      });
      images.forEach((entry, mediaId) => {
        if (!mediaIds.has(mediaId)) releaseImage(mediaId, entry);
      });
    },
    source(item) {
      if (item.type === 'images') {
        const entry = images.get(item.mediaId);
        const element = entry?.element;
        if (!element || !element.complete || !(element.naturalWidth > 0)) return null;
        const bitmap = entry?.bitmap;
        if (bitmap) return { source: bitmap, width: bitmap.width, height: bitmap.height };
        return { source: element, width: element.naturalWidth, height: element.naturalHeight };
      }
      if (item.type !== 'videos') return null;
      const element = media.get(item.id)?.element;
      if (!element || !isVideo(element) || element.readyState < HAVE_CURRENT_DATA) return null;
      return { source: element, width: element.videoWidth, height: element.videoHeight };
    },
    element: (itemId) => media.get(itemId)?.element,
    frameVersion: (itemId) => media.get(itemId)?.presented ?? null,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      media.forEach((entry, id) => releaseMedia(id, entry));
      images.forEach((entry, mediaId) => releaseImage(mediaId, entry));
      listeners.clear();
    },
  };
}
