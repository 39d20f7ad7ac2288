import { addItem, createDocument, findItem } from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import { captionsForItem } from './captions-for-item';

let ids = 0;
const context = { newId: () => `c${(ids += 1)}` };

describe('captions for a transcribed video clip', () => {
  it('places only the words of the part the clip shows, at the clip’s place on the timeline', () => {
    // A clip at 10 s showing its source from 2 s to 6 s.
    let { document } = addItem(
      createDocument(),
      { id: 'v1', mediaId: 'f1', name: 'clip.mp4', url: '', type: 'videos', sourceDuration: 8_000 },
      10_000,
    );
    const clip = { ...findItem(document, 'v1')!, trimStart: 2_000, duration: 4_000 };
    document = {
      ...document,
      tracks: document.tracks.map((track) => ({
        ...track,
        items: track.items.map((item) => (item.id === 'v1' ? clip : item)),
      })),
    };
    const result = captionsForItem(
      clip,
      [
        { text: 'trimmed', start: 0.5, end: 1.0 },
        { text: 'Shown', start: 2.5, end: 3.0 },
        { text: 'too.', start: 5.0, end: 5.5 },
        { text: 'after', start: 6.5, end: 7.0 },
      ],
      context,
    )(document);
    const words = result.document.tracks
      .filter((track) => track.type === 'caption')
      .flatMap((track) => track.items)
      .flatMap((item) =>
        (item.caption?.words ?? []).map((word) => [word.text, item.startTime + word.start]),
      );
    // Source 2.5 s plays at 10 s + (2.5 − 2) s.
    expect(words).toEqual([
      ['Shown', 10_500],
      ['too.', 13_000],
    ]);
  });
});
