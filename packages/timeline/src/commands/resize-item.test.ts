import { describe, expect, it } from 'vitest';
import { createDocument, findItem } from '../document';
import { addItem } from './add-item';
import { mainTrackWith, media } from '../test-fixtures';
import { resizeItem } from './resize-item';
import { splitItem } from './split-item';

const span = (document: ReturnType<typeof mainTrackWith>, id: string) => {
  const item = findItem(document, id)!;
  return [item.startTime, item.duration, item.trimStart];
};

describe('resizeItem', () => {
  it('images grow leftwards without a negative trim', () => {
    const image = addItem(createDocument(), media('i', 'images'), 3000).document;
    expect(findItem(resizeItem(image, 'i', 'left', 1000).document, 'i')).toMatchObject({
      startTime: 1000,
      duration: 7000,
      trimStart: 0,
    });
  });

  const document = mainTrackWith([2, 10], [20, 5]);

  it('left edge moves the start, keeps the end and trims the source', () => {
    expect(span(resizeItem(document, 'v1', 'left', 5000).document, 'v1')).toEqual([
      5000, 7000, 3000,
    ]);
    // at least 100 ms long
    expect(span(resizeItem(document, 'v1', 'left', 50000).document, 'v1')).toEqual([
      11900, 100, 9900,
    ]);
    // cannot reveal source before its start
    expect(span(resizeItem(document, 'v1', 'left', 0).document, 'v1')).toEqual([2000, 10000, 0]);
  });

  it('left edge can grow back into trimmed source, not below 0 or the previous item', () => {
    const trimmed = resizeItem(document, 'v2', 'left', 23000).document;
    expect(span(trimmed, 'v2')).toEqual([23000, 2000, 3000]);
    expect(span(resizeItem(trimmed, 'v2', 'left', 0).document, 'v2')).toEqual([20000, 5000, 0]);
    const { document: cut } = splitItem(mainTrackWith([0, 10]), 'v1', 4000, { newId: () => 'r' });
    const gap = resizeItem(cut, 'r', 'left', 6000).document;
    expect(span(resizeItem(gap, 'r', 'left', 0).document, 'r')).toEqual([4000, 6000, 4000]);
  });

  it('right edge changes the duration: min 100 ms, not into the next item or past the source', () => {
    expect(span(resizeItem(document, 'v1', 'right', 8000).document, 'v1')).toEqual([2000, 6000, 0]);
    expect(span(resizeItem(document, 'v1', 'right', 0).document, 'v1')).toEqual([2000, 100, 0]);
    const shorter = resizeItem(document, 'v2', 'right', 22000).document;
    expect(span(resizeItem(shorter, 'v2', 'right', 99000).document, 'v2')).toEqual([
      20000, 5000, 0,
    ]);
  });
});

describe('resizing a title', () => {
  it('grows leftwards to 0 like a still, and shrinks to 100 ms at least', () => {
    const title = addItem(
      createDocument(),
      { id: 't', mediaId: '', name: 'Title', url: '', type: 'text' },
      3000,
    ).document;
    expect(span(resizeItem(title, 't', 'left', 1000).document, 't')).toEqual([1000, 12000, 0]);
    expect(span(resizeItem(title, 't', 'right', 0).document, 't')).toEqual([3000, 100, 0]);
  });
});
