import { addItem, createDocument, type TimelineDocument } from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import type { ArchiveMedia } from './project-archive';
import { relinkOpenedTimeline, type LibraryEntry } from './relink-project';

function timeline(): TimelineDocument {
  let document = createDocument();
  const add = (
    id: string,
    mediaId: string,
    name: string,
    type: 'images' | 'videos',
    at: number,
  ) => {
    document = addItem(
      document,
      { id, mediaId, name, url: '', type, sourceDuration: 4000 },
      at,
    ).document;
  };
  add('a', 'old-1', 'a.png', 'images', 0);
  add('b', 'old-2', 'b.mp4', 'videos', 5000);
  add('c', 'old-3', 'c.png', 'images', 10_000);
  add('a-again', 'old-1', 'a.png', 'images', 15_000);
  return document;
}

const media: ArchiveMedia[] = [
  {
    mediaId: 'old-1',
    name: 'a.png',
    type: 'images',
    mimeType: 'image/png',
    size: 1,
    file: 'media/a.png',
  },
  { mediaId: 'old-2', name: 'b.mp4', type: 'videos', mimeType: 'video/mp4', size: 1 },
  { mediaId: 'old-3', name: 'c.png', type: 'images', mimeType: 'image/png', size: 1 },
];

const itemsByMedia = (document: TimelineDocument) =>
  Object.fromEntries(
    document.tracks.flatMap((track) =>
      track.items.map((item) => [item.id, [item.mediaId, item.name]]),
    ),
  );

describe('relinking an opened timeline', () => {
  it('uses the imported files, then library files of the same name and kind, and lists the rest', () => {
    const imported = new Map<string, LibraryEntry>([
      ['old-1', { id: 'new-1', name: 'a.png', type: 'images', duration: 0 }],
    ]);
    const library: LibraryEntry[] = [
      { id: 'lib-b', name: 'b.mp4', type: 'videos', duration: 6 },
      { id: 'lib-c-video', name: 'c.png', type: 'videos', duration: 2 }, // same name, other kind
    ];
    const outcome = relinkOpenedTimeline(timeline(), media, imported, library);
    expect(itemsByMedia(outcome.document)).toEqual({
      a: ['new-1', 'a.png'],
      'a-again': ['new-1', 'a.png'],
      b: ['lib-b', 'b.mp4'],
      c: ['old-3', 'c.png'],
    });
    expect(outcome.missing).toEqual(['c.png']);
    const b = outcome.document.tracks
      .flatMap((track) => track.items)
      .find((item) => item.id === 'b');
    expect(b?.sourceDuration).toBe(6000);
  });

  it('never chains: a new id equal to another old id links only its own items', () => {
    const imported = new Map<string, LibraryEntry>([
      ['old-1', { id: 'old-2', name: 'a.png', type: 'images', duration: 0 }],
      ['old-2', { id: 'new-2', name: 'b.mp4', type: 'videos', duration: 0 }],
    ]);
    const outcome = relinkOpenedTimeline(timeline(), media, imported, []);
    expect(itemsByMedia(outcome.document)).toMatchObject({
      a: ['old-2', 'a.png'],
      b: ['new-2', 'b.mp4'],
    });
    const b = outcome.document.tracks
      .flatMap((track) => track.items)
      .find((item) => item.id === 'b');
    expect(b?.sourceDuration).toBe(4000); // the library did not know its length: kept
  });

  it('changes nothing when every file is already this library’s', () => {
    const library: LibraryEntry[] = [
      { id: 'old-1', name: 'a.png', type: 'images', duration: 0 },
      { id: 'old-2', name: 'b.mp4', type: 'videos', duration: 4 },
      { id: 'old-3', name: 'c.png', type: 'images', duration: 0 },
    ];
    const outcome = relinkOpenedTimeline(timeline(), media, new Map(), library);
    expect(outcome.missing).toEqual([]);
    expect(itemsByMedia(outcome.document)).toEqual(itemsByMedia(timeline()));
  });
});
