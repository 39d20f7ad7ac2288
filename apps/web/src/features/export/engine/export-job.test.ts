import type { TimelineDocument, TimelineItem } from '@reelwright/timeline';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_ERRORS, timelineSources, visualMedia, withTimeout } from './export-job';

afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeout', () => {
  it("rejects with 'Timeout loading media' after the given time", async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const pending = withTimeout(never, 15_000);
    const check = expect(pending).rejects.toThrow('Timeout loading media');
    await vi.advanceTimersByTimeAsync(15_000);
    await check;
    expect(EXPORT_ERRORS.timeout).toBe('Timeout loading media');
  });

  it('passes a value that comes in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 10)).resolves.toBe(7);
  });
});

describe('visualMedia', () => {
  it('lists each picture file once, without sound, titles or captions', () => {
    const base = {
      name: 'n',
      url: '',
      startTime: 0,
      duration: 1000,
      trimStart: 0,
      volume: 1,
      opacity: 1,
    };
    const items: TimelineItem[] = [
      {
        ...base,
        id: '1',
        mediaId: 'clip',
        type: 'videos',
        trackId: 'main-video',
        trackType: 'main',
      },
      {
        ...base,
        id: '2',
        mediaId: 'clip',
        type: 'videos',
        trackId: 'main-video',
        trackType: 'main',
        startTime: 2000,
      },
      {
        ...base,
        id: '3',
        mediaId: 'logo',
        type: 'images',
        trackId: 'overlay-1',
        trackType: 'overlay',
      },
      {
        ...base,
        id: '4',
        mediaId: 'title',
        type: 'text',
        trackId: 'overlay-1',
        trackType: 'overlay',
        startTime: 2000,
      },
      { ...base, id: '5', mediaId: 'song', type: 'audios', trackId: 'audio-1', trackType: 'audio' },
      {
        ...base,
        id: '6',
        mediaId: '',
        type: 'caption',
        trackId: 'captions',
        trackType: 'caption',
        caption: { words: [{ text: 'Hi', start: 0, end: 400 }] },
      },
    ];
    const document: TimelineDocument = {
      schemaVersion: 5,
      format: '16:9',
      duckingDb: 12,
      masterVolume: 1,
      totalDuration: 60_000,
      tracks: [
        {
          id: 'captions',
          name: 'C',
          type: 'caption',
          items: items.filter((i) => i.trackId === 'captions'),
        },
        {
          id: 'overlay-1',
          name: 'O',
          type: 'overlay',
          items: items.filter((i) => i.trackId === 'overlay-1'),
        },
        {
          id: 'main-video',
          name: 'M',
          type: 'main',
          items: items.filter((i) => i.trackId === 'main-video'),
        },
        {
          id: 'audio-1',
          name: 'A',
          type: 'audio',
          items: items.filter((i) => i.trackId === 'audio-1'),
        },
      ],
    };
    expect([...visualMedia(document)]).toEqual([
      ['logo', 'images'],
      ['clip', 'videos'],
    ]);
    // Captions are drawn from their words: no file to load or to find missing.
    expect(
      timelineSources(document)
        .map((source) => source.mediaId)
        .sort(),
    ).toEqual(['clip', 'logo', 'song']);
  });
});
