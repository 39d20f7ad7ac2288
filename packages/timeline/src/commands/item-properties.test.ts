import { describe, expect, it } from 'vitest';
import { addItem } from './add-item';
import { createDocument, findItem } from '../document';
import { media } from '../test-fixtures';
import {
  clampOverlayTransform,
  setItemOpacity,
  setItemText,
  setItemVolume,
  setOverlayTransform,
} from './item-properties';

describe('item properties', () => {
  const document = addItem(createDocument(), media('i', 'images'), 0).document;

  it('clamps volume and opacity to 0..1', () => {
    expect(findItem(setItemVolume(document, 'i', 0.42).document, 'i')?.volume).toBe(0.42);
    expect(findItem(setItemVolume(document, 'i', 7).document, 'i')?.volume).toBe(1);
    expect(findItem(setItemOpacity(document, 'i', -1).document, 'i')?.opacity).toBe(0);
    expect(setItemVolume(document, 'i', 1).undo).toBeNull();
  });

  it('clamps overlay scale 0.2..4 and keeps 5 px of the box inside the preview', () => {
    const preview = { width: 640, height: 360 };
    expect(clampOverlayTransform({ x: 1000, y: -1000, scale: 10, opacity: 1 }, preview)).toEqual({
      x: 635,
      y: 5 - 96 * 4,
      scale: 4,
      opacity: 1,
    });
    expect(clampOverlayTransform({ x: -500, y: 500, scale: 0.1, opacity: 2 }, preview)).toEqual({
      x: 5 - 128 * 0.2,
      y: 355,
      scale: 0.2,
      opacity: 1,
    });
    const moved = setOverlayTransform(document, 'i', { x: 20 }, preview).document;
    expect(findItem(moved, 'i')?.transform).toEqual({ x: 20, y: 0, scale: 1, opacity: 1 });
  });
});

describe('setItemText', () => {
  const titled = addItem(
    createDocument(),
    { id: 't', mediaId: '', name: 'Title', url: '', type: 'text' },
    0,
  ).document;

  it('changes the words and look, clamping the size and ignoring a bad colour', () => {
    const edited = setItemText(titled, 't', {
      content: 'Subscribe!',
      fontSize: 1000,
      color: 'red',
    });
    expect(findItem(edited.document, 't')?.text).toEqual({
      content: 'Subscribe!',
      fontSize: 400,
      color: '#ffffff',
    });
    expect(edited.undo?.label).toBe('edit text');
    const coloured = setItemText(titled, 't', { color: '#FF8800', fontSize: 2 });
    expect(findItem(coloured.document, 't')?.text).toEqual({
      content: 'Title',
      fontSize: 8,
      color: '#ff8800',
    });
  });

  it('leaves media items alone', () => {
    const withImage = addItem(titled, media('i', 'images'), 20000).document;
    expect(setItemText(withImage, 'i', { content: 'x' }).undo).toBeNull();
  });
});
