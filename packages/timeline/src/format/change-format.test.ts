import { describe, expect, it } from 'vitest';
import { addItem } from '../commands/add-item';
import { setItemText, setOverlayTransform } from '../commands/item-properties';
import { createDocument, findItem, type TimelineDocument } from '../document';
import { commit, createHistory, undo } from '../history';
import { media } from '../test-fixtures';
import { OVERLAY_BOX } from '../timeline-numbers';
import { changeFormat, TITLE_CHAR_WIDTH } from './change-format';
import { referenceFrame } from './frame-format';
import { setItemFit, setItemPan } from './picture-fit';

function project(): TimelineDocument {
  let document = createDocument();
  document = addItem(document, media('v', 'videos'), 0).document;
  document = setItemPan(setItemFit(document, 'v', 'stretch').document, 'v', {
    x: 1,
    y: 0,
  }).document;
  document = addItem(document, media('i', 'images', { trackId: 'main-video' }), 10_000).document;
  document = addItem(document, media('pip', 'images', { trackId: 'overlay-1' }), 0).document;
  document = setOverlayTransform(
    document,
    'pip',
    { x: 500, y: 20, scale: 1 },
    referenceFrame('16:9'),
  ).document;
  document = addItem(document, media('song', 'audios'), 0).document;
  document = addItem(
    document,
    { id: 't', mediaId: '', name: 'Title', url: '', type: 'text', trackId: 'overlay-2' },
    0,
  ).document;
  return document;
}

describe('changeFormat', () => {
  const before = project();
  const result = changeFormat(before, '9:16');
  const after = result.document;

  it('sets the format as one undo step', () => {
    expect(after.format).toBe('9:16');
    expect(result.undo?.label).toBe('change format');
    const history = undo(commit(createHistory(before), result));
    expect(history.document).toBe(before);
    expect(changeFormat(before, '16:9').undo).toBeNull();
    expect(changeFormat(before, '3:2' as never).undo).toBeNull();
  });

  it('makes every main-track picture fill the new frame, centred', () => {
    expect(findItem(after, 'v')).toMatchObject({ fit: 'fill' });
    expect(findItem(after, 'v')).not.toHaveProperty('pan');
    expect(findItem(after, 'i')).toMatchObject({ fit: 'fill' });
    expect(findItem(after, 'song')).toEqual(findItem(before, 'song'));
  });

  it('keeps an overlay where it was relative to the frame, wholly inside the new one', () => {
    const frame = referenceFrame('9:16');
    const transform = findItem(after, 'pip')!.transform!;
    const centreBefore = (500 + OVERLAY_BOX.width / 2) / 640;
    expect(transform.x).toBeGreaterThanOrEqual(0);
    expect(transform.x + OVERLAY_BOX.width * transform.scale).toBeLessThanOrEqual(frame.width);
    expect(transform.y).toBeGreaterThanOrEqual(0);
    expect(transform.y + OVERLAY_BOX.height * transform.scale).toBeLessThanOrEqual(frame.height);
    // It was near the right edge and stays on the right: against it, as the box is wide.
    expect(centreBefore).toBeGreaterThan(0.5);
    expect(transform.x + OVERLAY_BOX.width).toBe(frame.width);
  });

  it('shrinks a box that is bigger than the new frame', () => {
    const big = setOverlayTransform(
      before,
      'pip',
      { x: 0, y: 0, scale: 3.5 },
      referenceFrame('16:9'),
    ).document;
    const transform = findItem(changeFormat(big, '9:16').document, 'pip')!.transform!;
    expect(OVERLAY_BOX.width * transform.scale).toBeLessThanOrEqual(360);
    expect(transform.x).toBeGreaterThanOrEqual(0);
  });

  it('shrinks a long title until its longest line fits the narrower frame', () => {
    const words = 'Subscribe for more videos like this';
    const titled = setItemText(before, 't', { content: words, fontSize: 120 }).document;
    const text = findItem(changeFormat(titled, '9:16').document, 't')!.text!;
    // 9:16 is 720 px wide in title px (1280 on the long side).
    expect(words.length * TITLE_CHAR_WIDTH * text.fontSize).toBeLessThanOrEqual(720 * 0.9);
    expect(text.fontSize).toBeLessThan(120);
    const short = findItem(changeFormat(before, '9:16').document, 't')!.text;
    expect(short).toEqual(findItem(before, 't')!.text);
  });
});
