import type { TimelineDocument, TimelineItem } from '@reelwright/timeline';
import { describe, expect, it, vi } from 'vitest';
import type { PlayabilityReport } from '../../../lib/media/playability';
import { timelineSources } from './export-job';
import { unreadableSources } from './source-check';

const item = (
  id: string,
  mediaId: string,
  name: string,
  type: TimelineItem['type'],
  startTime: number,
): TimelineItem => ({
  id,
  mediaId,
  name,
  url: '',
  type,
  trackId: type === 'audios' ? 'audio-1' : 'main-video',
  trackType: type === 'audios' ? 'audio' : 'main',
  startTime,
  duration: 1000,
  trimStart: 0,
  volume: 1,
  opacity: 1,
});

const document: TimelineDocument = {
  schemaVersion: 5,
  format: '16:9',
  duckingDb: 12,
  masterVolume: 1,
  totalDuration: 60_000,
  tracks: [
    {
      id: 'main-video',
      name: 'Main Video',
      type: 'main',
      items: [
        item('1', 'ok', 'trip.mp4', 'videos', 0),
        item('2', 'avi', 'clip-mpeg4.avi', 'videos', 1000),
        item('3', 'ok', 'trip.mp4', 'videos', 2000),
        item('4', 'pic', 'logo.png', 'images', 3000),
        item('5', 'title', 'Title', 'text', 4000),
      ],
    },
    {
      id: 'audio-1',
      name: 'Audio 1',
      type: 'audio',
      items: [item('6', 'gone', 'voice.mp3', 'audios', 500)],
    },
  ],
};

const playable: PlayabilityReport = {
  recognised: true,
  video: { codec: 'avc', tag: 'avc1', decodable: true },
  audio: { codec: 'aac', tag: 'mp4a', decodable: true },
};

describe('the sources an export reads', () => {
  it('are every file once, in timeline order, without titles', () => {
    expect(timelineSources(document)).toEqual([
      { mediaId: 'ok', name: 'trip.mp4', type: 'videos' },
      { mediaId: 'gone', name: 'voice.mp3', type: 'audios' },
      { mediaId: 'avi', name: 'clip-mpeg4.avi', type: 'videos' },
      { mediaId: 'pic', name: 'logo.png', type: 'images' },
    ]);
  });

  it('names each one missing or unplayable here; pictures and probe faults pass', async () => {
    const blobs: Record<string, Blob> = {
      ok: new Blob(['ok']),
      avi: new Blob(['avi']),
      pic: new Blob(['png']),
    };
    const probe = vi.fn(async (blob: Blob) => {
      if (blob === blobs.avi) return { recognised: false, video: null, audio: null };
      return playable;
    });
    const job = { document, media: (mediaId: string) => blobs[mediaId] };
    expect(await unreadableSources(job, probe)).toEqual([
      { name: 'voice.mp3', problem: { kind: 'missing' } },
      {
        name: 'clip-mpeg4.avi',
        problem: {
          kind: 'unplayable',
          reason: { kind: 'container', format: 'AVI', media: 'video' },
        },
      },
    ]);
    expect(probe).toHaveBeenCalledTimes(2);

    const failing = async () => Promise.reject(new Error('read error'));
    const everything = { document, media: (mediaId: string) => blobs[mediaId] ?? new Blob() };
    expect(await unreadableSources(everything, failing)).toEqual([]);
  });
});
