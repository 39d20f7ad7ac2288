import type { TimelineDocument, TimelineItem } from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import { audioClips, mixAudio, mixLength } from './audio-mix';

function item(extra: Partial<TimelineItem>): TimelineItem {
  return {
    id: 'i',
    mediaId: 'm',
    name: 'n',
    url: '',
    type: 'audios',
    trackId: 'audio-1',
    trackType: 'audio',
    startTime: 0,
    duration: 1000,
    trimStart: 0,
    volume: 1,
    opacity: 1,
    ...extra,
  };
}

const documentOf = (items: TimelineItem[]): TimelineDocument => ({
  schemaVersion: 5,
  format: '16:9',
  duckingDb: 12,
  masterVolume: 1,
  totalDuration: 60_000,
  tracks: [
    {
      id: 'main-video',
      name: 'Main',
      type: 'main',
      items: items.filter((i) => i.trackType === 'main'),
    },
    {
      id: 'overlay-1',
      name: 'Overlay',
      type: 'overlay',
      items: items.filter((i) => i.trackType === 'overlay'),
    },
    {
      id: 'audio-1',
      name: 'Audio',
      type: 'audio',
      items: items.filter((i) => i.trackType === 'audio'),
    },
  ],
});

describe('audioClips', () => {
  it('takes audio items and the sound of videos, skipping silent ones, pictures and titles', () => {
    const document = documentOf([
      item({
        id: 'v',
        mediaId: 'video',
        type: 'videos',
        trackId: 'main-video',
        trackType: 'main',
        startTime: 500,
        duration: 4000,
        trimStart: 1500,
        volume: 0.5,
      }),
      item({
        id: 'img',
        mediaId: 'img',
        type: 'images',
        trackId: 'overlay-1',
        trackType: 'overlay',
      }),
      item({
        id: 'title',
        type: 'text',
        trackId: 'overlay-1',
        trackType: 'overlay',
        startTime: 2000,
      }),
      item({ id: 'a', mediaId: 'song', startTime: 0, duration: 3000, volume: 1.4 }),
      item({ id: 'mute', mediaId: 'quiet', startTime: 3000, duration: 1000, volume: 0 }),
    ]);
    const clips = audioClips(document);
    expect(clips.map(({ gain: _gain, ...clip }) => clip)).toEqual([
      { mediaId: 'song', startMs: 0, offsetMs: 0, durationMs: 3000, volume: 1 },
      { mediaId: 'video', startMs: 500, offsetMs: 1500, durationMs: 4000, volume: 0.5 },
    ]);
    // Nothing fades or speaks here: each envelope is the item's volume throughout, 10 ms apart.
    expect(clips[0]!.gain).toHaveLength(301);
    expect(new Set(clips[0]!.gain)).toEqual(new Set([1]));
    expect(new Set(clips[1]!.gain)).toEqual(new Set([0.5]));
  });

  it('gives each clip the shared envelope: faded in, and ducked 12 dB under the voice’s words', () => {
    const document = documentOf([
      item({ id: 'music', mediaId: 'bed', duration: 6000, fadeIn: 500 }),
      item({
        id: 'voice',
        mediaId: 'vo',
        trackId: 'main-video',
        trackType: 'main',
        type: 'videos',
        duration: 6000,
      }),
    ]);
    const captioned: TimelineDocument = {
      ...document,
      tracks: [
        ...document.tracks,
        {
          id: 'captions',
          name: 'Captions',
          type: 'caption',
          items: [
            item({
              id: 'c',
              type: 'caption',
              trackId: 'captions',
              trackType: 'caption',
              startTime: 2000,
              duration: 1000,
              caption: { words: [{ text: 'hello', start: 0, end: 1000 }], sourceItemId: 'voice' },
            }),
          ],
        },
      ],
    };
    const clips = audioClips(captioned);
    const music = clips.find((clip) => clip.mediaId === 'bed');
    const voice = clips.find((clip) => clip.mediaId === 'vo');
    const at = (gain: Float32Array, ms: number) => gain[ms / 10]!;
    expect(at(music!.gain!, 0)).toBe(0);
    expect(at(music!.gain!, 250)).toBeCloseTo(0.5, 5);
    expect(at(music!.gain!, 1000)).toBe(1);
    expect(20 * Math.log10(at(music!.gain!, 2500))).toBeCloseTo(-12, 4);
    expect(at(music!.gain!, 4500)).toBe(1);
    expect(new Set(voice!.gain)).toEqual(new Set([1]));
  });

  it('sizes the mix at 48 kHz', () => {
    expect(mixLength(1000)).toBe(48_000);
    expect(mixLength(10)).toBe(480);
    expect(mixLength(0)).toBe(1);
  });
});

/** An OfflineAudioContext stand-in recording what is scheduled. */
function fakeContext() {
  const calls: {
    created?: unknown[];
    decoded: number;
    started: unknown[][];
    gains: number[];
    curves: unknown[][];
  } = {
    decoded: 0,
    started: [],
    gains: [],
    curves: [],
  };
  const rendered = { rendered: true } as unknown as AudioBuffer;
  const create = (...args: unknown[]) => {
    calls.created = args;
    return {
      destination: {},
      decodeAudioData: async () => {
        calls.decoded += 1;
        return { duration: 10 } as AudioBuffer;
      },
      createBufferSource: () => {
        const node = {
          buffer: null as unknown,
          connect: (next: unknown) => next,
          start: (...args: unknown[]) => calls.started.push(args),
        };
        return node;
      },
      createGain: () => {
        const gain = {
          value: 1,
          setValueCurveAtTime: (...args: unknown[]) => calls.curves.push(args),
        };
        const node = {
          gain,
          connect: (next: unknown) => {
            calls.gains.push(gain.value);
            return next;
          },
        };
        return node;
      },
      startRendering: async () => rendered,
    } as unknown as OfflineAudioContext;
  };
  return { calls, create, rendered };
}

describe('mixAudio', () => {
  const blob = new Blob(['x']);

  it('decodes each file once and schedules every clip at its time, offset, length and volume', async () => {
    const { calls, create, rendered } = fakeContext();
    const mix = await mixAudio(
      [
        { mediaId: 'song', startMs: 0, offsetMs: 0, durationMs: 3000, volume: 1 },
        { mediaId: 'song', startMs: 3000, offsetMs: 2000, durationMs: 1000, volume: 0.25 },
        { mediaId: 'video', startMs: 500, offsetMs: 1500, durationMs: 4000, volume: 0.5 },
        { mediaId: 'missing', startMs: 0, offsetMs: 0, durationMs: 1000, volume: 1 },
      ],
      4500,
      { media: (id) => (id === 'missing' ? undefined : blob), createContext: create },
    );
    expect(mix).toBe(rendered);
    expect(calls.created).toEqual([2, 216_000, 48_000]);
    expect(calls.decoded).toBe(2);
    expect(calls.started).toEqual([
      [0, 0, 3],
      [3, 2, 1],
      [0.5, 1.5, 4],
    ]);
    expect(calls.gains).toEqual([1, 0.25, 0.5]);
    expect(calls.curves).toEqual([]);
  });

  it('automates a clip’s gain along its envelope, over exactly its time on the timeline', async () => {
    const { calls, create } = fakeContext();
    const gain = Float32Array.from([0, 0.5, 1, 1, 0.25]);
    await mixAudio(
      [{ mediaId: 'song', startMs: 1500, offsetMs: 0, durationMs: 2000, volume: 1, gain }],
      4000,
      { media: () => blob, createContext: create },
    );
    expect(calls.curves).toEqual([[gain, 1.5, 2]]);
    expect(calls.gains).toEqual([0]);
  });

  it('is null when there is nothing to hear', async () => {
    const { create } = fakeContext();
    expect(await mixAudio([], 1000, { media: () => blob, createContext: create })).toBeNull();
    expect(
      await mixAudio(
        [{ mediaId: 'song', startMs: 0, offsetMs: 20_000, durationMs: 1000, volume: 1 }],
        1000,
        { media: () => blob, createContext: create },
      ),
    ).toBeNull();
  });
});
