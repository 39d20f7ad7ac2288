import type { PlayingItem, TimelineItem } from '@reelwright/timeline';
import { describe, expect, it, vi } from 'vitest';
import type { AudioMixer } from './audio-mixer';
import { BITMAP_MAX_SIDE, createMediaPool, type MediaPoolOptions } from './media-sources';

/** A media element with a scriptable clock (happy-dom neither loads nor plays media). */
class FakeMedia extends EventTarget {
  tagName: string;
  paused = true;
  duration = Number.NaN;
  readyState = 0;
  videoWidth = 0;
  videoHeight = 0;
  preload = '';
  muted = true;
  volume = 1;
  playsInline = false;
  src = '';
  seeks: number[] = [];
  #time = 0;
  constructor(tag: 'video' | 'audio') {
    super();
    this.tagName = tag.toUpperCase();
  }
  get currentTime() {
    return this.#time;
  }
  set currentTime(value: number) {
    this.seeks.push(value);
    this.#time = value;
  }
  /** the element's clock moving on its own while playing */
  advance(seconds: number) {
    this.#time += seconds;
  }
  /** a plain count: a vi.fn would watch the promise and so handle its rejection itself */
  plays = 0;
  play = vi.fn(() => {
    this.paused = false;
    return Promise.resolve();
  });
  refusePlay() {
    Object.defineProperty(this, 'play', {
      value: () => {
        this.plays += 1;
        this.paused = false;
        return Promise.reject(new DOMException('not allowed', 'NotAllowedError'));
      },
    });
  }
  pause = vi.fn(() => {
    this.paused = true;
  });
  load = vi.fn();
  removeAttribute = vi.fn((name: string) => {
    if (name === 'src') this.src = '';
  });
}

/** Node's process (the web tsconfig has no Node types): where unhandled rejections surface. */
const nodeProcess = (
  globalThis as unknown as {
    process: {
      on: (event: 'unhandledRejection', listener: (reason: unknown) => void) => void;
      off: (event: 'unhandledRejection', listener: (reason: unknown) => void) => void;
    };
  }
).process;

class FakeImage extends EventTarget {
  tagName = 'IMG';
  src = '';
  decoding = '';
  complete = false;
  naturalWidth = 0;
  naturalHeight = 0;
  removeAttribute = vi.fn();
}

function setup(options: Partial<MediaPoolOptions> = {}) {
  const created: Array<FakeMedia | FakeImage> = [];
  const createElement = ((tag: 'video' | 'audio' | 'img') => {
    const element = tag === 'img' ? new FakeImage() : new FakeMedia(tag);
    created.push(element);
    return element;
  }) as unknown as NonNullable<MediaPoolOptions['createElement']>;
  const pool = createMediaPool({ createElement, ...options });
  const fileUrl = (mediaId: string) => `blob:${mediaId}`;
  return { pool, created, fileUrl };
}

function playing(
  id: string,
  type: TimelineItem['type'],
  sourceTime: number,
  extra: Partial<TimelineItem> = {},
): PlayingItem {
  const trackType = type === 'audios' ? 'audio' : type === 'videos' ? 'main' : 'overlay';
  return {
    trackId: `${trackType}-track`,
    sourceTime,
    item: {
      id,
      mediaId: `m-${id}`,
      name: id,
      url: '',
      type,
      trackId: `${trackType}-track`,
      trackType,
      startTime: 0,
      duration: 10_000,
      trimStart: 0,
      volume: 1,
      opacity: 1,
      ...extra,
    },
  };
}

describe('media pool', () => {
  it('makes one ready-to-play video per video item and seeks it when paused', () => {
    const { pool, created, fileUrl } = setup();
    pool.sync([playing('v', 'videos', 5000)], { playing: false, fileUrl });
    const video = created[0] as FakeMedia;
    expect(created).toHaveLength(1);
    expect(video).toMatchObject({
      tagName: 'VIDEO',
      src: 'blob:m-v',
      preload: 'auto',
      playsInline: true,
      muted: false,
    });
    expect(video.seeks).toEqual([5]);
    expect(video.play).not.toHaveBeenCalled();

    // Within a frame (1/30 s): left alone; further: seeked.
    pool.sync([playing('v', 'videos', 5020)], { playing: false, fileUrl });
    expect(video.seeks).toEqual([5]);
    pool.sync([playing('v', 'videos', 6000)], { playing: false, fileUrl });
    expect(video.seeks).toEqual([5, 6]);
    expect(created).toHaveLength(1);
  });

  it('plays the elements that should play and corrects drift over 0.15 s', () => {
    const { pool, created, fileUrl } = setup();
    pool.sync([playing('v', 'videos', 1000)], { playing: true, fileUrl });
    const video = created[0] as FakeMedia;
    expect(video.play).toHaveBeenCalledTimes(1);
    expect(video.seeks).toEqual([1]);

    video.advance(0.6);
    pool.sync([playing('v', 'videos', 1700)], { playing: true, fileUrl });
    expect(video.seeks).toEqual([1]);
    video.advance(0.1);
    pool.sync([playing('v', 'videos', 2000)], { playing: true, fileUrl });
    expect(video.seeks).toEqual([1, 2]);
    expect(video.play).toHaveBeenCalledTimes(1);

    // Paused again: the element stops where the playhead is.
    pool.sync([playing('v', 'videos', 2000)], { playing: false, fileUrl });
    expect(video.pause).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(true);
  });

  it('pauses elements whose items stop playing and releases those removed', () => {
    const mixer: AudioMixer = {
      start: vi.fn(),
      warm: vi.fn(),
      setItemVolume: vi.fn(),
      setMaster: vi.fn(),
      setMixVolume: vi.fn(),
      level: vi.fn(() => null),
      release: vi.fn(),
      close: vi.fn(),
    };
    const { pool, created, fileUrl } = setup({ mixer });
    pool.sync([playing('v', 'videos', 0), playing('a', 'audios', 0, { volume: 0.4 })], {
      playing: true,
      fileUrl,
    });
    const [video, audio] = created as FakeMedia[];
    expect(audio!.tagName).toBe('AUDIO');
    expect(mixer.setItemVolume).toHaveBeenCalledWith(audio, 0.4);
    expect(mixer.setItemVolume).toHaveBeenCalledWith(video, 1);

    pool.sync([playing('a', 'audios', 100, { volume: 0.4 })], { playing: true, fileUrl });
    expect(video!.paused).toBe(true);
    expect(audio!.paused).toBe(false);

    // Given the gain at the playhead (fades, ducking), the mixer gets that instead of the volume.
    pool.sync([playing('a', 'audios', 200, { volume: 0.4 })], {
      playing: true,
      fileUrl,
      gainOf: (item) => item.volume * 0.25,
    });
    expect(mixer.setItemVolume).toHaveBeenLastCalledWith(audio, 0.1);

    pool.prune([{ id: 'a', mediaId: 'm-a' }]);
    expect(video!.removeAttribute).toHaveBeenCalledWith('src');
    expect(video!.load).toHaveBeenCalled();
    expect(mixer.release).toHaveBeenCalledWith(video);
    expect(pool.element('v')).toBeUndefined();
    expect(pool.element('a')).toBe(audio);

    pool.dispose();
    expect(audio!.paused).toBe(true);
    expect(pool.element('a')).toBeUndefined();
  });

  it('swallows a refused play()', async () => {
    const unhandled = vi.fn();
    nodeProcess.on('unhandledRejection', unhandled);
    try {
      const { pool, created, fileUrl } = setup();
      pool.sync([playing('v', 'videos', 0)], { playing: false, fileUrl });
      const video = created[0] as FakeMedia;
      video.refusePlay();
      pool.sync([playing('v', 'videos', 0)], { playing: true, fileUrl });
      expect(video.plays).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      nodeProcess.off('unhandledRejection', unhandled);
    }
  });

  it('holds the last frame when the source ends before its item', () => {
    const { pool, created, fileUrl } = setup();
    pool.sync([playing('v', 'videos', 0)], { playing: false, fileUrl });
    const video = created[0] as FakeMedia;
    video.duration = 4;
    pool.sync([playing('v', 'videos', 3990)], { playing: true, fileUrl });
    expect(video.play).not.toHaveBeenCalled();
  });

  it('waits for a file URL before loading', () => {
    const { pool, created } = setup();
    const urls = new Map<string, string>();
    const fileUrl = (mediaId: string) => urls.get(mediaId);
    pool.sync([playing('v', 'videos', 3000)], { playing: false, fileUrl });
    const video = created[0] as FakeMedia;
    expect(video.src).toBe('');
    expect(video.seeks).toEqual([]);
    urls.set('m-v', 'blob:later');
    pool.sync([playing('v', 'videos', 3000)], { playing: false, fileUrl });
    expect(video.src).toBe('blob:later');
    expect(video.seeks).toEqual([3]);
  });

  it('offers a video to draw once it has a frame, and tells when one lands', () => {
    const { pool, created, fileUrl } = setup();
    const listener = vi.fn();
    pool.onChange(listener);
    const entry = playing('v', 'videos', 0);
    pool.sync([entry], { playing: false, fileUrl });
    const video = created[0] as FakeMedia;
    expect(pool.source(entry.item)).toBeNull();
    Object.assign(video, { readyState: 2, videoWidth: 1920, videoHeight: 1080 });
    video.dispatchEvent(new Event('loadeddata'));
    video.dispatchEvent(new Event('seeked'));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(pool.source(entry.item)).toEqual({ source: video, width: 1920, height: 1080 });
  });

  it('keeps one image per library file, drawable once loaded', () => {
    const { pool, created, fileUrl } = setup();
    const listener = vi.fn();
    pool.onChange(listener);
    const first = playing('i1', 'images', 0, { mediaId: 'photo' });
    const second = playing('i2', 'images', 0, { mediaId: 'photo', trackId: 'overlay-2' });
    pool.sync([first, second], { playing: false, fileUrl });
    expect(created).toHaveLength(1);
    const image = created[0] as FakeImage;
    expect(image.src).toBe('blob:photo');
    expect(pool.source(first.item)).toBeNull();
    Object.assign(image, { complete: true, naturalWidth: 800, naturalHeight: 600 });
    image.dispatchEvent(new Event('load'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(pool.source(second.item)).toEqual({ source: image, width: 800, height: 600 });
    expect(pool.source(playing('t', 'text', 0).item)).toBeNull();

    pool.prune([]);
    expect(image.removeAttribute).toHaveBeenCalledWith('src');
    expect(pool.source(first.item)).toBeNull();
  });
});

describe('media pool images, decoded once', () => {
  const fakeBitmap = (width: number, height: number) => ({ width, height, close: vi.fn() });

  it('draws the decoded bitmap once it is ready, and closes it when the image goes', async () => {
    const bitmaps: Array<ReturnType<typeof fakeBitmap>> = [];
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async (image: FakeImage) => {
        const bitmap = fakeBitmap(image.naturalWidth, image.naturalHeight);
        bitmaps.push(bitmap);
        return bitmap;
      }),
    );
    try {
      const { pool, created, fileUrl } = setup();
      const listener = vi.fn();
      pool.onChange(listener);
      const still = playing('i1', 'images', 0, { mediaId: 'photo' });
      pool.sync([still], { playing: false, fileUrl });
      const image = created[0] as FakeImage;
      Object.assign(image, { complete: true, naturalWidth: 800, naturalHeight: 600 });
      image.dispatchEvent(new Event('load'));
      // Until the bitmap is there, the element itself is drawn.
      expect(pool.source(still.item)).toEqual({ source: image, width: 800, height: 600 });
      await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(2));
      expect(pool.source(still.item)).toEqual({ source: bitmaps[0], width: 800, height: 600 });

      pool.prune([]);
      expect(bitmaps[0]!.close).toHaveBeenCalled();
      expect(pool.source(still.item)).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps a bitmap only while the image is shown, and large photos at preview size', async () => {
    const calls: Array<ImageBitmapOptions | undefined> = [];
    const bitmaps: Array<ReturnType<typeof fakeBitmap>> = [];
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async (image: FakeImage, options?: ImageBitmapOptions) => {
        calls.push(options);
        const bitmap = fakeBitmap(
          options?.resizeWidth ?? image.naturalWidth,
          options?.resizeHeight ?? image.naturalHeight,
        );
        bitmaps.push(bitmap);
        return bitmap;
      }),
    );
    try {
      const { pool, created, fileUrl } = setup();
      const photo = playing('i1', 'images', 0, { mediaId: 'photo' });
      pool.sync([photo], { playing: false, fileUrl });
      const image = created[0] as FakeImage;
      Object.assign(image, { complete: true, naturalWidth: 6000, naturalHeight: 4000 });
      image.dispatchEvent(new Event('load'));
      await vi.waitFor(() => expect(pool.source(photo.item)?.source).toBe(bitmaps[0]));
      expect(calls[0]).toMatchObject({ resizeWidth: BITMAP_MAX_SIDE, resizeHeight: 1707 });
      expect(pool.source(photo.item)).toMatchObject({ width: BITMAP_MAX_SIDE, height: 1707 });

      // Played past it: the bitmap goes; back on it, it is decoded again.
      pool.sync([], { playing: true, fileUrl });
      expect(bitmaps[0]!.close).toHaveBeenCalled();
      pool.sync([photo], { playing: true, fileUrl });
      await vi.waitFor(() => expect(pool.source(photo.item)?.source).toBe(bitmaps[1]));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('never draws a bitmap of the picture the image showed before', async () => {
    let finish: (() => void) | undefined;
    const late = fakeBitmap(800, 600);
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(
        () =>
          new Promise((resolve) => {
            finish = () => resolve(late);
          }),
      ),
    );
    try {
      const { pool, created } = setup();
      const still = playing('i1', 'images', 0, { mediaId: 'photo' });
      pool.sync([still], { playing: false, fileUrl: () => 'blob:first' });
      const image = created[0] as FakeImage;
      Object.assign(image, { complete: true, naturalWidth: 800, naturalHeight: 600 });
      image.dispatchEvent(new Event('load'));
      // The file is replaced (relinked) before the first picture's bitmap is ready.
      pool.sync([still], { playing: false, fileUrl: () => 'blob:second' });
      finish!();
      await vi.waitFor(() => expect(late.close).toHaveBeenCalled());
      expect(pool.source(still.item)?.source).toBe(image);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('media pool at speed', () => {
  it('plays an item at its speed with the pitch kept, and follows its source time', () => {
    const { pool, created, fileUrl } = setup();
    pool.sync([playing('v', 'videos', 2000, { speed: 2 })], { playing: true, fileUrl });
    const video = created[0] as FakeMedia & { playbackRate?: number; preservesPitch?: boolean };
    expect(video.playbackRate).toBe(2);
    video.preservesPitch = false;
    // 0.5 s of real time later the element (at 2×) is 1 s on: in step, not seeked
    video.advance(1);
    pool.sync([playing('v', 'videos', 3000, { speed: 2 })], { playing: true, fileUrl });
    expect(video.seeks).toEqual([2]);
    expect(video.preservesPitch).toBe(true);
    pool.sync([playing('v', 'videos', 3000, { speed: 0.5 })], { playing: true, fileUrl });
    expect(video.playbackRate).toBe(0.5);
  });

  it('holds a freeze frame paused on its frame, silent, even while playing', () => {
    const mixer: AudioMixer = {
      start: vi.fn(),
      warm: vi.fn(),
      setItemVolume: vi.fn(),
      setMaster: vi.fn(),
      setMixVolume: vi.fn(),
      level: vi.fn(() => null),
      release: vi.fn(),
      close: vi.fn(),
    };
    const { pool, created, fileUrl } = setup({ mixer });
    const still = playing('f', 'videos', 1500, { freezeFrame: 1500, volume: 1 });
    pool.sync([still], { playing: true, fileUrl, gainOf: () => 1 });
    const video = created[0] as FakeMedia;
    expect(video.play).not.toHaveBeenCalled();
    expect(video.seeks).toEqual([1.5]);
    expect(mixer.setItemVolume).toHaveBeenCalledWith(video, 0);
    pool.sync([still], { playing: true, fileUrl, gainOf: () => 1 });
    expect(video.play).not.toHaveBeenCalled();
    expect(video.seeks).toEqual([1.5]);
    expect(video.paused).toBe(true);
  });

  it('counts the frames a video presents, where the browser reports them, until it is released', () => {
    const callbacks = new Map<number, () => void>();
    let nextHandle = 1;
    const { pool, created, fileUrl } = setup({
      createElement: ((tag: 'video' | 'audio' | 'img') => {
        const element = tag === 'img' ? new FakeImage() : new FakeMedia(tag);
        if (tag === 'video')
          Object.assign(element, {
            requestVideoFrameCallback: (callback: () => void) => {
              callbacks.set(nextHandle, callback);
              return nextHandle++;
            },
            cancelVideoFrameCallback: (handle: number) => callbacks.delete(handle),
          });
        created.push(element);
        return element;
      }) as unknown as NonNullable<MediaPoolOptions['createElement']>,
    });
    pool.sync([playing('v', 'videos', 0), playing('a', 'audios', 0)], { playing: true, fileUrl });
    expect(pool.frameVersion('v')).toBe(0);
    // Each presented frame runs the pending callback once, and a new one is asked for.
    const present = () => {
      const [handle, callback] = [...callbacks][0]!;
      callbacks.delete(handle);
      callback();
    };
    present();
    present();
    expect(pool.frameVersion('v')).toBe(2);
    expect(callbacks.size).toBe(1);
    // Sound has no frames; a released video stops counting.
    expect(pool.frameVersion('a')).toBeNull();
    pool.prune([]);
    expect(callbacks.size).toBe(0);
    expect(pool.frameVersion('v')).toBeNull();
  });

  it('cannot count frames where the browser has no requestVideoFrameCallback', () => {
    const { pool, fileUrl } = setup();
    pool.sync([playing('v', 'videos', 0)], { playing: true, fileUrl });
    expect(pool.frameVersion('v')).toBeNull();
  });
});
