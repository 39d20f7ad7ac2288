import { describe, expect, it } from 'vitest';
import { addItem } from '../commands/add-item';
import { copyItem, pasteItem } from '../commands/clipboard';
import { deleteItem } from '../commands/delete-item';
import { dropItem, previewDrop } from '../commands/drop-item';
import { setItemVolume } from '../commands/item-properties';
import { moveItem, nudgeItem } from '../commands/move-item';
import { placeItem } from '../commands/place-item';
import { relinkMedia } from '../commands/relink-media';
import { resizeItem } from '../commands/resize-item';
import { splitItem } from '../commands/split-item';
import { createDocument, findTrack, type TimelineDocument } from '../document';
import { changeFormat } from '../format/change-format';
import { counter, media } from '../test-fixtures';
import { setTrackFlag } from './track-commands';
import { isItemLocked, isLocked, lockedTrackTouched } from './track-lock';

/** An overlay picture on Overlay 1 (locked) and a video on the main track (not locked). */
function lockedOverlay(): TimelineDocument {
  let document = addItem(
    createDocument(),
    media('pic', 'images', { trackId: 'overlay-1' }),
    0,
  ).document;
  document = addItem(document, media('vid', 'videos', { sourceDuration: 8000 }), 0).document;
  return setTrackFlag(document, 'overlay-1', 'locked', true).document;
}

describe('a locked track', () => {
  it('is locked, and so are its items', () => {
    const document = lockedOverlay();
    expect(isLocked(document, 'overlay-1')).toBe(true);
    expect(isLocked(document, 'main-video')).toBe(false);
    expect(isItemLocked(document, 'pic')).toBe(true);
    expect(isItemLocked(document, 'vid')).toBe(false);
  });

  it('refuses every item command on its items', () => {
    const document = lockedOverlay();
    const newId = counter();
    const refused = [
      moveItem(document, 'pic', { startTime: 3000, mode: 'exact' }),
      moveItem(document, 'pic', { startTime: 0, trackId: 'overlay-2', mode: 'exact' }),
      nudgeItem(document, 'pic', 1000),
      resizeItem(document, 'pic', 'right', 9000),
      splitItem(document, 'pic', 1000, { newId }),
      deleteItem(document, 'pic'),
      setItemVolume(document, 'pic', 0.2),
      pasteItem(document, copyItem(document, 'pic')!, 9000, { newId }),
    ];
    for (const result of refused) {
      expect(result.undo).toBeNull();
      expect(result.document).toBe(document);
    }
  });

  it('takes no new item: adds and drops onto it are refused, placing goes elsewhere', () => {
    const document = lockedOverlay();
    expect(() =>
      addItem(document, media('t', 'text', { trackId: 'overlay-1' }), 20000),
    ).not.toThrow();
    expect(addItem(document, media('t', 'text', { trackId: 'overlay-1' }), 20000).undo).toBeNull();
    // With no track named, the first unlocked overlay takes it.
    const added = addItem(document, media('t', 'text'), 20000);
    expect(findTrack(added.document, 'overlay-2')!.items.map((item) => item.id)).toEqual(['t']);
    const preview = previewDrop(document, {
      time: 20000,
      duration: 1000,
      trackId: 'overlay-1',
      mode: 'exact',
      type: 'images',
    })!;
    expect(dropItem(document, media('d', 'images'), preview).undo).toBeNull();
    const placed = placeItem(document, media('p', 'images'), { playhead: 0, now: () => 1 });
    expect(placed.track.id).toBe('overlay-2');
  });

  it('refuses an item moved onto it from another track', () => {
    const document = lockedOverlay();
    const text = addItem(document, media('t', 'text', { trackId: 'overlay-2' }), 20000).document;
    expect(
      moveItem(text, 't', { startTime: 20000, trackId: 'overlay-1', mode: 'exact' }).undo,
    ).toBeNull();
  });

  it('leaves the other tracks editable', () => {
    const document = lockedOverlay();
    expect(moveItem(document, 'vid', { startTime: 1000, mode: 'exact' }).undo).not.toBeNull();
  });

  it('still follows a new frame format and relinked media (not edits of items)', () => {
    const document = lockedOverlay();
    expect(changeFormat(document, '9:16').undo).not.toBeNull();
    expect(
      relinkMedia(document, 'm-pic', { mediaId: 'm-new', name: 'new.png' }).undo,
    ).not.toBeNull();
  });

  it('names the locked track an edit would touch', () => {
    const document = lockedOverlay();
    const unlocked = setTrackFlag(document, 'overlay-1', 'locked', false).document;
    const moved = moveItem(unlocked, 'pic', { startTime: 3000, mode: 'exact' }).document;
    expect(lockedTrackTouched(document, moved)?.name).toBe('Overlay 1');
    expect(lockedTrackTouched(document, unlocked)).toBeUndefined();
  });
});
