import { describe, expect, it } from 'vitest';
import { addItem } from '../commands/add-item';
import { createDocument, findItem } from '../document';
import { commit, createHistory, undo } from '../history';
import { media } from '../test-fixtures';
import { setItemFit, setItemPan } from './picture-fit';

describe('setItemFit / setItemPan', () => {
  const document = addItem(
    addItem(createDocument(), media('v', 'videos'), 0).document,
    media('a', 'audios'),
    0,
  ).document;

  it('sets a picture’s fit, one undo step, and leaves the default out of the saved item', () => {
    const filled = setItemFit(document, 'v', 'fill');
    expect(findItem(filled.document, 'v')?.fit).toBe('fill');
    expect(filled.undo?.label).toBe('set fit');
    const history = undo(commit(createHistory(document), filled));
    expect(findItem(history.document, 'v')?.fit).toBeUndefined();
    const back = setItemFit(filled.document, 'v', 'fit').document;
    expect(findItem(back, 'v')).not.toHaveProperty('fit');
    expect(setItemFit(document, 'v', 'fit').undo).toBeNull();
  });

  it('refuses fits that do not exist and items without a picture', () => {
    expect(setItemFit(document, 'v', 'original' as never).undo).toBeNull();
    expect(setItemFit(document, 'a', 'fill').undo).toBeNull();
    expect(setItemPan(document, 'a', { x: 1, y: 0 }).undo).toBeNull();
    expect(setItemFit(document, 'missing', 'fill').undo).toBeNull();
  });

  it('clamps the pan to −1..1 on each axis and drops a centred one', () => {
    const panned = setItemPan(document, 'v', { x: -3, y: 0.123456 });
    expect(findItem(panned.document, 'v')?.pan).toEqual({ x: -1, y: 0.1235 });
    expect(panned.undo?.label).toBe('pan picture');
    const centred = setItemPan(panned.document, 'v', { x: 0, y: Number.NaN }).document;
    expect(findItem(centred, 'v')).not.toHaveProperty('pan');
    expect(setItemPan(document, 'v', { x: 0, y: 0 }).undo).toBeNull();
  });

  it('keeps the pan when the fit changes, so going back to fill shows the same part', () => {
    const panned = setItemPan(setItemFit(document, 'v', 'fill').document, 'v', { x: 0.5, y: 0 });
    const fitted = setItemFit(panned.document, 'v', 'fit').document;
    const refilled = setItemFit(fitted, 'v', 'fill').document;
    expect(findItem(refilled, 'v')).toMatchObject({ fit: 'fill', pan: { x: 0.5, y: 0 } });
  });
});
