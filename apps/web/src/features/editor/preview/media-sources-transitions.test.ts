import {
  createDocument,
  itemGainAt,
  setTransition,
  whatPlaysAt,
  type TimelineDocument,
  type TimelineItem,
} from '@reelwright/timeline';
import { describe, expect, it, vi } from 'vitest';
import type { AudioMixer } from './audio-mixer';
import { createMediaPool, type MediaPoolOptions } from './media-sources';

// Two songs back to back on Audio 1 with a 1 s crossfade on the cut: through the crossfade the
// preview plays both elements at once, each at the gain the export's mix gives it.

class FakeMedia extends EventTarget {
  tagName = 'AUDIO';
  paused = true;
  duration = 9;
  readyState = 4;
  preload = '';
  muted = true;
  playbackRate = 1;
  defaultPlaybackRate = 1;
  preservesPitch = true;
  src = '';
  currentTime = 0;
  play = vi.fn(() => {
    this.paused = false;
    return Promise.resolve();
  });
  pause = vi.fn(() => {
    this.paused = true;
  });
  load = vi.fn();
  removeAttribute = vi.fn();
}

function songs(): TimelineDocument {
  const base = createDocument();
  const song = (id: string, startTime: number): TimelineItem => ({
    id,
    mediaId: `m-${id}`,
    name: id,
    url: '',
    type: 'audios',
    trackId: 'audio-1',
    trackType: 'audio',
    startTime,
    duration: 4000,
    trimStart: 0,
    sourceDuration: 9000,
    volume: 1,
    opacity: 1,
  });
  const document: TimelineDocument = {
    ...base,
    tracks: base.tracks.map((track) =>
      track.id === 'audio-1' ? { ...track, items: [song('a', 0), song('b', 4000)] } : track,
    ),
  };
  return setTransition(document, 'b', 'in', { kind: 'crossfade', duration: 1000 }).document;
}

describe('the preview through a sound crossfade', () => {
  it('plays the outgoing element on under the incoming one, gains crossing, then stops it', () => {
    const elements = new Map<string, FakeMedia>();
    const gains = new Map<FakeMedia, number>();
    const mixer = {
      setItemVolume: (element: HTMLMediaElement, volume: number) =>
        gains.set(element as unknown as FakeMedia, volume),
      release: () => {},
    } as unknown as AudioMixer;
    const createElement = (() => {
      const element = new FakeMedia();
      elements.set(`#${elements.size}`, element);
      return element;
    }) as unknown as NonNullable<MediaPoolOptions['createElement']>;
    const pool = createMediaPool({ mixer, createElement });
    const document = songs();
    const sync = (time: number) =>
      pool.sync(whatPlaysAt(document, time), {
        playing: true,
        fileUrl: (mediaId) => `blob:${mediaId}`,
        gainOf: (item) => itemGainAt(document, item, time),
      });

    sync(3500);
    const a = pool.element('a') as unknown as FakeMedia;
    expect(a.paused).toBe(false);
    expect(gains.get(a)).toBe(1);

    sync(4500);
    const b = pool.element('b') as unknown as FakeMedia;
    expect([a.paused, b.paused]).toEqual([false, false]);
    expect(gains.get(a)).toBeCloseTo(Math.SQRT1_2, 6);
    expect(gains.get(b)).toBeCloseTo(Math.SQRT1_2, 6);

    sync(4800);
    expect(gains.get(a)!).toBeLessThan(gains.get(b)!);
    expect(gains.get(a)! ** 2 + gains.get(b)! ** 2).toBeCloseTo(1, 6);

    sync(5100);
    expect(a.paused).toBe(true);
    expect(b.paused).toBe(false);
    expect(gains.get(b)).toBe(1);
  });
});
