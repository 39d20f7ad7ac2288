import { describe, expect, it } from 'vitest';
import { allItems } from '../document';
import { mainTrackWith } from '../test-fixtures';
import { relinkMedia } from './relink-media';
import { splitItem } from './split-item';

describe('relinkMedia', () => {
  it('points every item of a missing file at the replacement, keeping trims', () => {
    const split = splitItem(mainTrackWith([0, 10], [10, 5]), 'v1', 4000, { newId: () => 'v1b' });
    const relinked = relinkMedia(split.document, 'm-v1', {
      mediaId: 'new',
      name: 'found.mp4',
      sourceDuration: 12000,
    });
    expect(
      allItems(relinked.document).map((item) => [
        item.id,
        item.mediaId,
        item.name,
        item.trimStart,
        item.sourceDuration,
      ]),
    ).toEqual([
      ['v1', 'new', 'found.mp4', 0, 12000],
      ['v1b', 'new', 'found.mp4', 4000, 12000],
      ['v2', 'm-v2', 'v2.mp4', 0, 5000],
    ]);
    expect(relinked.undo?.label).toBe('relink media');
    expect(relinkMedia(split.document, 'nothing', { mediaId: 'x', name: 'x' }).undo).toBeNull();
  });
});
