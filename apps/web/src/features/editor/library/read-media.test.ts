import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MediaReadError,
  formatDuration,
  formatSize,
  makeFileId,
  mediaKindOf,
  mimeTypeOf,
  peaks,
  posterSize,
  posterTime,
  readMedia,
  type MediaProbe,
} from './read-media';

describe('media kinds', () => {
  it('sorts files by MIME type and refuses the rest', () => {
    expect(mediaKindOf('video/mp4')).toBe('videos');
    expect(mediaKindOf('video/quicktime')).toBe('videos');
    expect(mediaKindOf('audio/mpeg')).toBe('audios');
    expect(mediaKindOf('AUDIO/WAV')).toBe('audios');
    expect(mediaKindOf('image/webp')).toBe('images');
    expect(mediaKindOf('text/plain')).toBeNull();
    expect(mediaKindOf('application/pdf')).toBeNull();
    expect(mediaKindOf('')).toBeNull();
  });

  it('guesses a missing MIME type from the extension', () => {
    expect(mimeTypeOf({ name: 'clip.MKV', type: '' })).toBe('video/x-matroska');
    expect(mimeTypeOf({ name: 'voice.m4a', type: '' })).toBe('audio/mp4');
    expect(mimeTypeOf({ name: 'notes.txt', type: '' })).toBe('');
    expect(mimeTypeOf({ name: 'odd.mp3', type: 'audio/x-custom' })).toBe('audio/x-custom');
  });
});

describe('pure helpers', () => {
  it('makes ids of a timestamp and four digits', () => {
    expect(makeFileId(1732268400000, 0)).toBe('1732268400000-1000');
    expect(makeFileId(1732268400000, 0.4)).toBe('1732268400000-4600');
    expect(makeFileId(1732268400000, 0.99999)).toBe('1732268400000-9999');
  });

  it('takes the loudest sample of each slice, scaled to the loudest', () => {
    expect(peaks([0, 0.5, -0.25, 0.1, 0, -0.5, 0.2, 0.05], 4)).toEqual([1, 0.5, 1, 0.4]);
    // Two channels: each slice takes the louder one.
    expect(peaks([new Float32Array([0.1, 0.2]), new Float32Array([-0.4, 0])], 2)).toEqual([1, 0.5]);
    // Fewer samples than peaks: samples repeat.
    expect(peaks([0.5, 1], 4)).toEqual([0.5, 0.5, 1, 1]);
    expect(peaks(new Float32Array(10), 3)).toEqual([0, 0, 0]);
    expect(peaks([], 2)).toEqual([0, 0]);
    expect(peaks(new Float32Array(44100).fill(0.3), 200)).toHaveLength(200);
  });

  it('formats sizes in 1024 steps', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(12.3 * 1024 * 1024)).toBe('12.3 MB');
    expect(formatSize(2 * 1024 ** 3)).toBe('2.0 GB');
    expect(formatSize(1024 * 1024 - 10)).toBe('1.0 MB');
    expect(formatSize(1536, { units: ['Б', 'КБ', 'МБ', 'ГБ', 'ТБ'], locale: 'ru' })).toBe('1,5 КБ');
  });

  it('formats durations as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(65.4)).toBe('1:05');
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(Infinity)).toBe('0:00');
  });

  it('takes the poster at 1 s, or halfway through a short clip', () => {
    expect(posterTime(30)).toBe(1);
    expect(posterTime(1.2)).toBe(0.6);
    expect(posterTime(0)).toBe(0);
    expect(posterSize(1920, 1080)).toEqual({ width: 160, height: 90 });
    expect(posterSize(1080, 1920)).toEqual({ width: 160, height: 284 });
    expect(posterSize(0, 0)).toEqual({ width: 160, height: 90 });
  });
});

function probe(overrides: Partial<MediaProbe> = {}): MediaProbe {
  return {
    metadata: async (_file, kind) =>
      kind === 'images'
        ? { duration: 0, width: 800, height: 600 }
        : {
            duration: 42.5,
            width: kind === 'videos' ? 1280 : 0,
            height: kind === 'videos' ? 720 : 0,
          },
    poster: async () => new Blob(['jpeg'], { type: 'image/jpeg' }),
    waveform: async () => [0.2, 1, 0.5],
    playability: async () => ({
      recognised: true,
      video: { codec: 'avc', tag: 'avc1', decodable: true },
      audio: { codec: 'aac', tag: 'mp4a', decodable: true },
    }),
    ...overrides,
  };
}

const options = (overrides: Partial<MediaProbe> = {}) => ({
  now: () => Date.UTC(2025, 0, 2, 3, 4, 5),
  random: () => 0.5,
  probe: probe(overrides),
});

describe('reading a file', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads a video with its duration, size and poster', async () => {
    const file = new File(['video bytes'], 'trip.mp4', { type: 'video/mp4' });
    const record = await readMedia(file, options());
    expect(record).toMatchObject({
      id: `${Date.UTC(2025, 0, 2, 3, 4, 5)}-5500`,
      name: 'trip.mp4',
      type: 'videos',
      mediaType: 'videos',
      mimeType: 'video/mp4',
      size: 11,
      duration: 42.5,
      width: 1280,
      height: 720,
      createdAt: '2025-01-02T03:04:05.000Z',
      source: 'upload',
    });
    expect(record.blob).toBe(file);
    expect(record.poster?.type).toBe('image/jpeg');
    expect(record.waveform).toBeUndefined();
  });

  it('reads audio with a waveform and images with their size', async () => {
    const audio = await readMedia(new File(['a'], 'voice.mp3', { type: 'audio/mpeg' }), {
      ...options(),
      source: 'voiceOver',
    });
    expect(audio).toMatchObject({ type: 'audios', duration: 42.5, width: 0, source: 'voiceOver' });
    expect(audio.waveform).toEqual([0.2, 1, 0.5]);
    expect(audio.poster).toBeUndefined();

    const image = await readMedia(new File(['i'], 'logo.png', { type: 'image/png' }), options());
    expect(image).toMatchObject({ type: 'images', duration: 0, width: 800, height: 600 });
  });

  it('refuses a file that is not video, audio or image, naming it', async () => {
    const failure = await readMedia(
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      options(),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MediaReadError);
    expect((failure as MediaReadError).message).toBe('notes.txt: not a video, audio or image file');
    expect((failure as MediaReadError).code).toBe('unsupported');
  });

  it('leaves metadata at 0 when it takes longer than 3 s', async () => {
    vi.useFakeTimers();
    let aborted = false;
    const pending = readMedia(
      new File(['v'], 'slow.mov', { type: 'video/quicktime' }),
      options({
        metadata: (_file, _kind, signal) =>
          new Promise(() => {
            signal.addEventListener('abort', () => {
              aborted = true;
            });
          }),
        poster: async () => undefined,
      }),
    );
    await vi.advanceTimersByTimeAsync(2999);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const record = await pending;
    expect(aborted).toBe(true);
    expect(record).toMatchObject({ duration: 0, width: 0, height: 0, type: 'videos' });
    expect(record.poster).toBeUndefined();
  });

  it('keeps the file when the poster or waveform fails', async () => {
    const video = await readMedia(
      new File(['v'], 'clip.webm', { type: 'video/webm' }),
      options({ poster: () => Promise.reject(new Error('no frame')) }),
    );
    expect(video.poster).toBeUndefined();
    expect(video.duration).toBe(42.5);
    const audio = await readMedia(
      new File(['a'], 'noise.ogg', { type: 'audio/ogg' }),
      options({ waveform: () => Promise.reject(new Error('EncodingError')) }),
    );
    expect(audio.waveform).toBeUndefined();
    expect(audio.duration).toBe(42.5);
  });

  it('turns a processing fault into an error naming the file and the reason', async () => {
    const failure = await readMedia(
      new File(['v'], 'broken.mp4', { type: 'video/mp4' }),
      options({ metadata: () => Promise.reject(new Error('The file could not be read')) }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MediaReadError);
    expect((failure as MediaReadError).message).toBe('broken.mp4: The file could not be read');
    expect((failure as MediaReadError).code).toBe('failed');
  });

  it('refuses an upload whose picture this browser cannot decode, saying which codec', async () => {
    const failure = await readMedia(
      new File(['v'], 'clip-prores.mov', { type: 'video/quicktime' }),
      options({
        playability: async () => ({
          recognised: true,
          video: { codec: 'prores', tag: 'apco', decodable: false },
          audio: null,
        }),
      }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MediaReadError);
    expect((failure as MediaReadError).code).toBe('unplayable');
    expect((failure as MediaReadError).unplayable).toEqual({
      kind: 'codec',
      track: 'video',
      codec: 'ProRes',
      media: 'video',
    });
  });

  it('refuses an upload in a container no demuxer here opens, by its name', async () => {
    const failure = await readMedia(
      new File(['v'], 'clip-mpeg4.avi', { type: 'video/x-msvideo' }),
      options({ playability: async () => ({ recognised: false, video: null, audio: null }) }),
    ).catch((error: unknown) => error);
    expect((failure as MediaReadError).unplayable).toEqual({
      kind: 'container',
      format: 'AVI',
      media: 'video',
    });
  });

  it('takes a file when the probe cannot tell in time, and does not probe recordings', async () => {
    vi.useFakeTimers();
    const pending = readMedia(new File(['v'], 'huge.mp4', { type: 'video/mp4' }), {
      ...options({ playability: () => new Promise(() => {}) }),
      playabilityTimeoutMs: 100,
    });
    await vi.advanceTimersByTimeAsync(100);
    expect((await pending).duration).toBe(42.5);

    const playability = vi.fn(async () => ({ recognised: false, video: null, audio: null }));
    const take = await readMedia(new File(['v'], 'take.webm', { type: 'video/webm' }), {
      ...options({ playability }),
      source: 'teleprompter',
    });
    expect(take.source).toBe('teleprompter');
    expect(playability).not.toHaveBeenCalled();
  });
});
