import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildPublishKit, kitSources, thumbnailName, type PublishKitInput } from './publish-kit';

const SRT = '1\n00:00:00,000 --> 00:00:01,500\nMost coffee\n';

const input = (overrides: Partial<PublishKitInput> = {}): PublishKitInput => ({
  video: {
    blob: new Blob([new Uint8Array(5_000_000).fill(7)], { type: 'video/mp4' }),
    format: 'mp4',
  },
  thumbnail: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
  captionsSrt: SRT,
  description: 'Brew better coffee.\n\n00:00 Intro\n00:15 Grind',
  chapters: [
    { title: 'Intro', start: 0 },
    { title: 'Grind', start: 15 },
    { title: 'Pour', start: 40 },
  ],
  tags: ['coffee', 'pour over'],
  hashtags: ['#coffee', '#brewing', '#home'],
  ...overrides,
});

async function unzip(blob: Blob) {
  return unzipSync(new Uint8Array(await blob.arrayBuffer()));
}

describe('the publish kit', () => {
  it('holds the video, thumbnail, captions, description, tags and chapters, in that order', async () => {
    const progress: number[] = [];
    const kit = await buildPublishKit(input(), {
      onProgress: (done, total) => progress.push(done / total),
    });
    expect(kit.type).toBe('application/zip');
    const files = await unzip(kit);
    expect(Object.keys(files)).toEqual([
      'video.mp4',
      'thumbnail.png',
      'captions.srt',
      'description.txt',
      'tags.txt',
      'chapters.txt',
    ]);
    expect(files['video.mp4']!.length).toBe(5_000_000);
    expect(files['video.mp4']!.every((byte) => byte === 7)).toBe(true);
    expect(strFromU8(files['captions.srt']!)).toBe(SRT);
    expect(strFromU8(files['description.txt']!)).toBe(
      'Brew better coffee.\n\n00:00 Intro\n00:15 Grind\n',
    );
    expect(strFromU8(files['tags.txt']!)).toBe('coffee, pour over\n#coffee #brewing #home\n');
    expect(strFromU8(files['chapters.txt']!)).toBe('00:00 Intro\n00:15 Grind\n00:40 Pour\n');
    // The video went in 4 MB slices: progress was told more than start and end.
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress.length).toBeGreaterThan(2);
  });

  it('stores the video as it is (no second, compressed copy)', async () => {
    const kit = await buildPublishKit(input({ thumbnail: null, captionsSrt: null }));
    // A deflated run of one byte would be a few kB; stored, the archive is bigger than the video.
    expect(kit.size).toBeGreaterThan(5_000_000);
  });

  it('leaves out what the project does not have, never writing an empty file', () => {
    const names = kitSources(
      input({ video: null, thumbnail: null, captionsSrt: '  \n', chapters: [] }),
    ).map((source) => source.name);
    expect(names).toEqual(['description.txt', 'tags.txt']);
  });

  it('names a WebM export video.webm and a JPEG thumbnail thumbnail.jpg', () => {
    const names = kitSources(
      input({
        video: { blob: new Blob(['x'], { type: 'video/webm' }), format: 'webm' },
        thumbnail: new Blob(['x'], { type: 'image/jpeg' }),
      }),
    ).map((source) => source.name);
    expect(names.slice(0, 2)).toEqual(['video.webm', 'thumbnail.jpg']);
    expect(thumbnailName('')).toBe('thumbnail.png');
  });

  it('stops when asked to', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(buildPublishKit(input(), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
