import type { CreateProjectBody } from '@reelwright/contracts';
import { addItem, createDocument, type TimelineDocument } from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import {
  buildManifest,
  ProjectFileError,
  writeProjectArchive,
  type ArchivableFile,
} from './project-archive';
import { freeTitle, openProjectFile, type KnownFile, type OpenPorts } from './open-project-file';

function timeline(): TimelineDocument {
  let document = createDocument();
  document = addItem(
    document,
    { id: 'a', mediaId: 'a-id', name: 'red.png', url: '', type: 'images' },
    0,
  ).document;
  document = addItem(
    document,
    { id: 'b', mediaId: 'b-id', name: 'music.mp3', url: '', type: 'audios', sourceDuration: 4000 },
    0,
  ).document;
  return document;
}

const red: ArchivableFile = {
  id: 'a-id',
  name: 'red.png',
  type: 'images',
  mimeType: 'image/png',
  size: 4,
  blob: new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'image/png' }),
};

async function projectFile(includeMedia: boolean, name = 'Coffee.reelwright.zip') {
  const { manifest, included } = buildManifest({
    title: 'Coffee',
    timeline: timeline(),
    settings: { topic: 'Pour-over', language: 'klingon', script: 'Brew it.' },
    files: [red],
    includeMedia,
  });
  return new File([await writeProjectArchive(manifest, included)], name);
}

function fakePorts(library: KnownFile[], titles: string[] = []) {
  const created: CreateProjectBody[] = [];
  const added: File[] = [];
  const ports: OpenPorts = {
    libraryFiles: async () => library,
    addToLibrary: async (file) => {
      added.push(file);
      return {
        id: `new-${added.length}`,
        name: file.name,
        type: 'images',
        duration: 0,
        size: file.size,
      };
    },
    titlesLike: async () => titles,
    createProject: async (body) => {
      created.push(body);
      return { id: 'project-1', title: body.title ?? '' };
    },
  };
  return { ports, created, added };
}

const mediaOf = (document: TimelineDocument) =>
  Object.fromEntries(
    document.tracks.flatMap((track) => track.items.map((item) => [item.id, item.mediaId])),
  );

describe('opening a project file', () => {
  it('puts the media into the library, relinks by name, lists the missing and makes a new project', async () => {
    const { ports, created, added } = fakePorts([], ['Coffee']);
    const steps: string[] = [];
    const opened = await openProjectFile(await projectFile(true), ports, (step) =>
      steps.push(step.phase),
    );
    expect(added.map((file) => [file.name, file.type, file.size])).toEqual([
      ['red.png', 'image/png', 4],
    ]);
    expect(new Uint8Array(await added[0]!.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3, 4]));
    expect(opened).toMatchObject({
      projectId: 'project-1',
      title: 'Coffee (copy)',
      imported: 1,
      missing: ['music.mp3'],
    });
    expect(mediaOf(created[0]!.timeline as unknown as TimelineDocument)).toEqual({
      a: 'new-1',
      b: 'b-id',
    });
    // The settings the API takes come along; one it would refuse does not.
    expect(created[0]).toMatchObject({
      title: 'Coffee (copy)',
      topic: 'Pour-over',
      script: 'Brew it.',
    });
    expect(created[0]).not.toHaveProperty('language');
    expect(steps).toEqual(['reading', 'media', 'media', 'saving']);
  });

  it('uses library files of the same name for media the file does not carry, or already holds', async () => {
    const library: KnownFile[] = [
      { id: 'mine-red', name: 'red.png', type: 'images', duration: 0, size: 4 },
      { id: 'mine-music', name: 'music.mp3', type: 'audios', duration: 5, size: 99 },
    ];
    for (const includeMedia of [false, true]) {
      const { ports, created, added } = fakePorts(library);
      const opened = await openProjectFile(await projectFile(includeMedia), ports);
      expect(added).toEqual([]); // the same file (name, kind, size) is not stored twice
      expect(opened.missing).toEqual([]);
      expect(opened.title).toBe('Coffee');
      expect(mediaOf(created[0]!.timeline as unknown as TimelineDocument)).toEqual({
        a: 'mine-red',
        b: 'mine-music',
      });
    }
  });

  it('creates nothing for a file that is not a project file, and names it', async () => {
    const { ports, created } = fakePorts([]);
    const bad = new File(['not a zip'], 'holiday.zip');
    await expect(openProjectFile(bad, ports)).rejects.toThrow(ProjectFileError);
    await expect(openProjectFile(bad, ports)).rejects.toThrow(/^holiday\.zip: /);
    expect(created).toEqual([]);
  });

  it('finds a free title', () => {
    expect(freeTitle('A', [])).toBe('A');
    expect(freeTitle('A', ['a', 'A (copy)'])).toBe('A (copy 2)');
  });
});
