import {
  addItem,
  createDocument,
  SCHEMA_VERSION,
  type TimelineDocument,
} from '@reelwright/timeline';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  ARCHIVE_LIMITS,
  buildManifest,
  MANIFEST_NAME,
  projectFileName,
  ProjectFileError,
  readProjectArchive,
  safeFileName,
  writeProjectArchive,
  type ArchivableFile,
} from './project-archive';
import { isSafeEntryName } from './zip-directory';

function sampleTimeline(): TimelineDocument {
  let document = createDocument();
  document = addItem(
    document,
    { id: 'still', mediaId: 'lib-red', name: 'red.png', url: '', type: 'images' },
    0,
  ).document;
  document = addItem(
    document,
    {
      id: 'clip',
      mediaId: 'lib-clip',
      name: 'intro.webm',
      url: '',
      type: 'videos',
      sourceDuration: 3000,
    },
    5000,
  ).document;
  document = addItem(
    document,
    { id: 'title', mediaId: '', name: 'Hello', url: '', type: 'text', text: { content: 'Hello' } },
    0,
  ).document;
  return document;
}

function bytes(length: number, seed: number) {
  const out = new Uint8Array(length);
  for (let index = 0; index < length; index += 1) out[index] = (index * 31 + seed) % 251;
  return out;
}

const FILES: ArchivableFile[] = [
  {
    id: 'lib-red',
    name: 'red.png',
    type: 'images',
    mimeType: 'image/png',
    size: 5000,
    blob: new Blob([bytes(5000, 1)], { type: 'image/png' }),
  },
  {
    id: 'lib-clip',
    name: 'intro.webm',
    type: 'videos',
    mimeType: 'video/webm',
    size: 9_000_000,
    blob: new Blob([bytes(9_000_000, 7)], { type: 'video/webm' }),
  },
];

async function sameBytes(a: Blob, b: Blob) {
  expect(a.size).toBe(b.size);
  const [left, right] = await Promise.all([a.arrayBuffer(), b.arrayBuffer()]);
  const [x, y] = [new Uint8Array(left), new Uint8Array(right)];
  let firstDifference = -1;
  for (let index = 0; index < x.length && firstDifference < 0; index += 1) {
    if (x[index] !== y[index]) firstDifference = index;
  }
  expect(firstDifference).toBe(-1);
}

async function openError(archive: Blob, name = 'broken.reelwright.zip') {
  try {
    await readProjectArchive(archive, name);
  } catch (error) {
    expect(error).toBeInstanceOf(ProjectFileError);
    return error as ProjectFileError;
  }
  throw new Error('the archive opened');
}

const zipOf = (entries: Record<string, Uint8Array>) =>
  new Blob([zipSync(entries) as Uint8Array<ArrayBuffer>]);
const manifestBytes = (value: unknown) => strToU8(JSON.stringify(value));

describe('the project file', () => {
  it('round-trips the timeline, settings and media, and reports progress in bytes', async () => {
    const timeline = sampleTimeline();
    const { manifest, included } = buildManifest({
      title: 'Pour-over basics',
      timeline,
      settings: { topic: 'Coffee', script: 'Hello there' },
      files: FILES,
      includeMedia: true,
      now: new Date('2026-05-01T10:00:00Z'),
    });
    expect(manifest.media).toEqual([
      {
        mediaId: 'lib-red',
        name: 'red.png',
        type: 'images',
        mimeType: 'image/png',
        size: 5000,
        file: 'media/red.png',
      },
      {
        mediaId: 'lib-clip',
        name: 'intro.webm',
        type: 'videos',
        mimeType: 'video/webm',
        size: 9_000_000,
        file: 'media/intro.webm',
      },
    ]);
    const progress: number[] = [];
    const archive = await writeProjectArchive(manifest, included, {
      onProgress: (done, total) => progress.push(done / total),
    });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress.length).toBeGreaterThan(3); // the 9 MB file went in slices

    const opened = await readProjectArchive(archive, 'Pour-over basics.reelwright.zip');
    expect(opened.manifest).toEqual({
      kind: 'reelwright-project',
      version: 1,
      exportedAt: '2026-05-01T10:00:00.000Z',
      title: 'Pour-over basics',
      timeline,
      settings: { topic: 'Coffee', script: 'Hello there' },
      media: manifest.media,
    });
    await sameBytes(opened.media.get('lib-red')!, FILES[0]!.blob);
    await sameBytes(opened.media.get('lib-clip')!, FILES[1]!.blob);
    expect(opened.media.get('lib-clip')!.type).toBe('video/webm');
  });

  it('without media lists the files by name only, and a file the library lacks too', async () => {
    const { manifest, included } = buildManifest({
      title: 't',
      timeline: sampleTimeline(),
      files: FILES.slice(0, 1),
      includeMedia: false,
    });
    expect(included).toEqual([]);
    expect(manifest.media.map((entry) => [entry.name, entry.file])).toEqual([
      ['red.png', undefined],
      ['intro.webm', undefined],
    ]);
    const opened = await readProjectArchive(await writeProjectArchive(manifest, included), 'x.zip');
    expect(opened.media.size).toBe(0);
    expect(opened.manifest.media).toHaveLength(2);
  });

  it('gives files of the same name their own paths, and safe names', () => {
    const twin = { ...FILES[0]!, id: 'lib-red-2' };
    let timeline = sampleTimeline();
    timeline = addItem(
      timeline,
      { id: 'twin', mediaId: 'lib-red-2', name: 'red.png', url: '', type: 'images' },
      20_000,
    ).document;
    const { included } = buildManifest({
      title: 't',
      timeline,
      files: [...FILES, twin],
      includeMedia: true,
    });
    expect(included.map((entry) => entry.path)).toEqual([
      'media/red.png',
      'media/2-red.png',
      'media/intro.webm',
    ]);
    expect(safeFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeFileName('a:b*c?.mp4')).toBe('a_b_c_.mp4');
    expect(safeFileName('...')).toBe('file');
    expect(projectFileName('My / video')).toBe('My _ video.reelwright.zip');
    expect(projectFileName('  ')).toBe('Untitled.reelwright.zip');
  });

  it('migrates an older timeline to the current schema', async () => {
    const old = structuredClone(sampleTimeline()) as unknown as Record<string, unknown>;
    old.schemaVersion = 4;
    delete old.masterVolume;
    const archive = zipOf({
      [MANIFEST_NAME]: manifestBytes({
        kind: 'reelwright-project',
        version: 1,
        exportedAt: '2026-01-01T00:00:00Z',
        title: 'Old',
        timeline: old,
        media: [],
      }),
    });
    const opened = await readProjectArchive(archive, 'old.zip');
    expect(opened.manifest.timeline.schemaVersion).toBe(SCHEMA_VERSION);
    expect(opened.manifest.timeline.masterVolume).toBe(1);
  });
});

describe('opening a file that is not a good project file', () => {
  const good = {
    kind: 'reelwright-project',
    version: 1,
    exportedAt: '2026-01-01T00:00:00Z',
    title: 'A',
    timeline: sampleTimeline(),
    media: [],
  };

  it('names the file and what is wrong', async () => {
    const cases: Array<[Blob, string, RegExp]> = [
      [new Blob(['just some text, not a zip']), 'notZip', /not a zip/],
      [new Blob([]), 'notZip', /zip/],
      [zipOf({ 'readme.txt': strToU8('hi') }), 'noManifest', /no project\.json inside/],
      [zipOf({ [MANIFEST_NAME]: strToU8('{ nope') }), 'badManifest', /not valid JSON/],
      [
        zipOf({ [MANIFEST_NAME]: manifestBytes({ ...good, kind: 'other-app' }) }),
        'wrongKind',
        /not a Reelwright project/,
      ],
      [
        zipOf({ [MANIFEST_NAME]: manifestBytes({ ...good, version: 7 }) }),
        'newerVersion',
        /version 7 is newer/,
      ],
      [
        zipOf({ [MANIFEST_NAME]: manifestBytes({ ...good, media: [{ mediaId: 'x' }] }) }),
        'badManifest',
        /^broken\.reelwright\.zip: media\.0\.name: /,
      ],
    ];
    for (const [archive, problem, detail] of cases) {
      const error = await openError(archive);
      expect(error.problem).toBe(problem);
      expect(error.fileName).toBe('broken.reelwright.zip');
      expect(error.message).toMatch(/^broken\.reelwright\.zip: /);
      expect(error.message).toMatch(detail);
    }
  });

  it('refuses a timeline the engine refuses, naming the field', async () => {
    const timeline = structuredClone(sampleTimeline());
    const t = timeline.tracks.findIndex((track) => track.items.some((item) => item.id === 'clip'));
    const i = timeline.tracks[t]!.items.findIndex((item) => item.id === 'clip');
    timeline.tracks[t]!.items[i]!.speed = 9;
    const error = await openError(zipOf({ [MANIFEST_NAME]: manifestBytes({ ...good, timeline }) }));
    expect(error.problem).toBe('badTimeline');
    expect(error.detail).toMatch(new RegExp(`^timeline\\.tracks\\.${t}\\.items\\.${i}\\.speed: `));
  });

  it('ignores entries whose names climb out of the archive', async () => {
    expect(isSafeEntryName('media/a.png')).toBe(true);
    for (const name of ['../a.png', 'media/../../a.png', '/etc/passwd', 'C:/x', 'a\\b', 'a//b']) {
      expect(isSafeEntryName(name), name).toBe(false);
    }
    const archive = zipOf({
      [MANIFEST_NAME]: manifestBytes({
        ...good,
        media: [
          {
            mediaId: 'lib-red',
            name: 'red.png',
            type: 'images',
            mimeType: 'image/png',
            size: 3,
            file: '../red.png',
          },
        ],
      }),
      '../red.png': new Uint8Array([1, 2, 3]),
    });
    const opened = await readProjectArchive(archive, 'sneaky.zip');
    expect(opened.media.size).toBe(0);
  });

  it('stops at the entry count and size caps before unpacking (zip bombs)', async () => {
    const many: Record<string, Uint8Array> = { [MANIFEST_NAME]: manifestBytes(good) };
    for (let n = 0; n < ARCHIVE_LIMITS.maxEntries + 1; n += 1)
      many[`media/${n}.txt`] = new Uint8Array(1);
    expect((await openError(zipOf(many))).problem).toBe('tooLarge');

    // 40 MB of spaces deflate to a few KB: refused by its stated size, never inflated.
    const padded = new Uint8Array(40 * 1024 * 1024).fill(32);
    padded.set(manifestBytes(good));
    const bomb = await openError(zipOf({ [MANIFEST_NAME]: padded }));
    expect(bomb.problem).toBe('tooLarge');
    expect(bomb.message).toMatch(/project\.json is larger than/);
  });

  it('calls a damaged archive damaged', async () => {
    const { manifest, included } = buildManifest({
      title: 't',
      timeline: sampleTimeline(),
      files: FILES.slice(0, 1),
      includeMedia: true,
    });
    const archive = new Uint8Array(
      await (await writeProjectArchive(manifest, included)).arrayBuffer(),
    );
    // Cut the middle out: the directory now points past the end of the file.
    const cut = new Blob([archive.slice(0, 200), archive.slice(archive.length - 400)]);
    const error = await openError(cut);
    expect(['damaged', 'noManifest']).toContain(error.problem);
  });
});
