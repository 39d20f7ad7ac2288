import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addItem } from '../commands/add-item';
import { copyItem, pasteItem } from '../commands/clipboard';
import { deleteItem, rippleDeleteItem } from '../commands/delete-item';
import { dropItem, previewDrop } from '../commands/drop-item';
import type { EditResult } from '../commands/edit-result';
import { setItemOpacity } from '../commands/item-properties';
import { moveItem, nudgeItem } from '../commands/move-item';
import { placeItem } from '../commands/place-item';
import { resizeItem } from '../commands/resize-item';
import { splitItem } from '../commands/split-item';
import { allItems, createDocument, type TimelineDocument } from '../document';
import { commit, createHistory } from '../history';
import { setItemFades } from '../sound/sound-commands';
import { counter, media } from '../test-fixtures';
import { addTrack } from '../tracks';
import { deleteTrack, moveTrack, setTrackFlag } from './track-commands';

// Random edit sequences with tracks locked and unlocked along the way: whatever the commands
// try, a track's items never change while it is locked, and a locked track is never removed.

const time = fc.integer({ min: 0, max: 60000 });
const pick = fc.nat({ max: 1000 });
const trackPick = fc.nat({ max: 8 });
const kind = fc.constantFrom('videos', 'images', 'audios', 'text');
const operation = fc.oneof(
  fc.record({ kind: fc.constant('lock' as const), track: trackPick, on: fc.boolean() }),
  fc.record({ kind: fc.constant('add' as const), type: kind, at: time, track: trackPick }),
  fc.record({ kind: fc.constant('place' as const), type: kind, at: time }),
  fc.record({
    kind: fc.constant('drop' as const),
    type: kind,
    at: time,
    track: trackPick,
    ripple: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    pick,
    at: time,
    track: trackPick,
    push: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('resize' as const), pick, at: time, left: fc.boolean() }),
  fc.record({ kind: fc.constant('split' as const), pick, at: time }),
  fc.record({ kind: fc.constant('paste' as const), pick, at: time }),
  fc.record({ kind: fc.constant('delete' as const), pick, ripple: fc.boolean() }),
  fc.record({ kind: fc.constant('nudge' as const), pick, by: fc.constantFrom(-1000, 100, 5000) }),
  fc.record({ kind: fc.constant('opacity' as const), pick }),
  fc.record({ kind: fc.constant('fade' as const), pick }),
  fc.record({ kind: fc.constant('addTrack' as const), audio: fc.boolean() }),
  fc.record({ kind: fc.constant('deleteTrack' as const), track: trackPick }),
  fc.record({ kind: fc.constant('moveTrack' as const), track: trackPick, to: fc.nat({ max: 4 }) }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

function apply(
  document: TimelineDocument,
  op: Operation,
  newId: () => string,
  now: () => number,
): EditResult {
  const trackAt = (index: number) => document.tracks[index % document.tracks.length]!;
  const items = allItems(document);
  const target = 'pick' in op ? items[op.pick % Math.max(1, items.length)] : undefined;
  const nothing = { document, undo: null };
  try {
    switch (op.kind) {
      case 'lock':
        return setTrackFlag(document, trackAt(op.track).id, 'locked', op.on);
      case 'add':
        return addItem(
          document,
          media(newId(), op.type, { trackId: trackAt(op.track).id, sourceDuration: 4000 }),
          op.at,
        );
      case 'place':
        return placeItem(document, media(newId(), op.type, { sourceDuration: 4000 }), {
          playhead: op.at,
          now,
        });
      case 'drop': {
        const preview = previewDrop(document, {
          time: op.at,
          duration: 3000,
          trackId: trackAt(op.track).id,
          mode: op.ripple ? 'ripple' : 'exact',
          type: op.type,
        });
        return preview ? dropItem(document, media(newId(), op.type), preview) : nothing;
      }
      case 'addTrack':
        return addTrack(document, op.audio ? 'audio' : 'overlay', now);
      case 'deleteTrack':
        return deleteTrack(document, trackAt(op.track).id);
      case 'moveTrack':
        return moveTrack(document, trackAt(op.track).id, op.to);
      default:
        if (!target) return nothing;
    }
    switch (op.kind) {
      case 'move':
        return moveItem(document, target.id, {
          startTime: op.at,
          trackId: trackAt(op.track).id,
          mode: op.push ? 'push' : 'exact',
        });
      case 'resize':
        return resizeItem(document, target.id, op.left ? 'left' : 'right', op.at);
      case 'split':
        return splitItem(document, target.id, op.at, { newId });
      case 'paste':
        return pasteItem(document, copyItem(document, target.id)!, op.at, { newId });
      case 'delete':
        return op.ripple ? rippleDeleteItem(document, target.id) : deleteItem(document, target.id);
      case 'nudge':
        return nudgeItem(document, target.id, op.by);
      case 'opacity':
        return setItemOpacity(document, target.id, 0.5);
      case 'fade':
        return setItemFades(document, target.id, { fadeIn: 500 });
    }
  } catch {
    // Adding a kind to a track that does not take it throws, as it always has.
    return nothing;
  }
}

/** A clock that ticks 1 ms per reading, so added tracks get distinct ids. */
function clock() {
  let t = 1_700_000_000_000;
  return () => t++;
}

describe('locked tracks under random edits', () => {
  it('never change their items and are never removed', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
        const newId = counter('item');
        const now = clock();
        let history = createHistory(createDocument());
        for (const op of operations) {
          const before = history.document;
          history = commit(history, apply(before, op, newId, now));
          for (const track of before.tracks) {
            if (track.locked !== true) continue;
            const after = history.document.tracks.find((each) => each.id === track.id);
            expect(after).toBeDefined();
            expect(after!.items).toEqual(track.items);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
