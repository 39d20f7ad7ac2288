import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addItem } from './commands/add-item';
import { copyItem, pasteItem } from './commands/clipboard';
import { deleteItem, rippleDeleteItem } from './commands/delete-item';
import { dropItem, previewDrop } from './commands/drop-item';
import type { EditResult } from './commands/edit-result';
import { moveItem, nudgeItem } from './commands/move-item';
import { resizeItem } from './commands/resize-item';
import { splitItem } from './commands/split-item';
import { allItems, contentEnd, createDocument, itemEnd, type TimelineDocument } from './document';
import {
  bailToMark,
  canRedo,
  canUndo,
  commit,
  createHistory,
  mark,
  redo,
  squashToMark,
  undo,
} from './history';
import { parseDocument } from './parse-document';
import { addTrack, trackAccepts } from './tracks';
import { counter, media } from './test-fixtures';
import { MIN_ITEM_DURATION } from './timeline-numbers';

// Random edit sequences: every step must keep each track sorted and free of overlaps, items at
// least 100 ms long and never before 0, the total covering everything; undoing everything must
// give back the initial document exactly, redoing everything the final one, and the final one
// must survive a JSON round trip through parseDocument.

const time = fc.integer({ min: 0, max: 120000 });
const pick = fc.nat({ max: 1000 });
const operation = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    type: fc.constantFrom('videos', 'images', 'audios', 'text', 'video', 'audio'),
    at: time,
    length: fc.integer({ min: 100, max: 30000 }),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    pick,
    at: time,
    push: fc.boolean(),
    track: fc.nat({ max: 8 }),
  }),
  fc.record({ kind: fc.constant('resize' as const), pick, at: time, left: fc.boolean() }),
  fc.record({ kind: fc.constant('split' as const), pick, at: time }),
  fc.record({ kind: fc.constant('paste' as const), pick, at: time }),
  fc.record({ kind: fc.constant('delete' as const), pick, ripple: fc.boolean() }),
  fc.record({
    kind: fc.constant('drop' as const),
    at: time,
    length: fc.integer({ min: 100, max: 30000 }),
    ripple: fc.boolean(),
    track: fc.nat({ max: 8 }),
    type: fc.constantFrom('videos', 'images', 'audios', 'text'),
  }),
  fc.record({ kind: fc.constant('track' as const), audio: fc.boolean() }),
  fc.record({
    kind: fc.constant('nudge' as const),
    pick,
    by: fc.constantFrom(-5000, -1000, -100, 100, 1000, 5000),
  }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

function apply(
  document: TimelineDocument,
  op: Operation,
  newId: () => string,
  now: () => number,
): EditResult {
  const items = allItems(document);
  const target = 'pick' in op ? items[op.pick % Math.max(1, items.length)] : undefined;
  switch (op.kind) {
    case 'add':
      return addItem(document, media(newId(), op.type, { sourceDuration: op.length }), op.at);
    case 'drop': {
      const track = document.tracks[op.track % document.tracks.length]!;
      const preview = previewDrop(document, {
        time: op.at,
        duration: op.length,
        trackId: track.id,
        mode: op.ripple ? 'ripple' : 'exact',
        type: op.type,
      });
      return preview
        ? dropItem(document, media(newId(), op.type), preview)
        : { document, undo: null };
    }
    case 'track':
      return addTrack(document, op.audio ? 'audio' : 'overlay', now);
    default:
      if (!target) return { document, undo: null };
  }
  switch (op.kind) {
    case 'move':
      return moveItem(document, target.id, {
        startTime: op.at,
        trackId: document.tracks[op.track % document.tracks.length]!.id,
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
  }
}

function checkInvariants(document: TimelineDocument) {
  for (const track of document.tracks) {
    track.items.forEach((item, index) => {
      expect(item.trackId).toBe(track.id);
      expect(item.trackType).toBe(track.type);
      expect(trackAccepts(track.type, item.type)).toBe(true);
      expect(item.startTime).toBeGreaterThanOrEqual(0);
      expect(item.duration).toBeGreaterThanOrEqual(MIN_ITEM_DURATION);
      expect(Number.isInteger(item.startTime) && Number.isInteger(item.duration)).toBe(true);
      const previous = track.items[index - 1];
      if (previous) expect(itemEnd(previous)).toBeLessThanOrEqual(item.startTime);
    });
  }
  expect(document.totalDuration).toBeGreaterThanOrEqual(contentEnd(document));
}

/** A clock that ticks 1 ms per reading, so added tracks get distinct ids. */
function clock() {
  let t = 1_700_000_000_000;
  return () => t++;
}

describe('random edit sequences', () => {
  it('keep the invariants, undo and redo exactly, and round-trip through JSON', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
        const newId = counter('item');
        const now = clock();
        const initial = createDocument();
        let history = createHistory(initial);
        for (const op of operations) {
          history = commit(history, apply(history.document, op, newId, now));
          checkInvariants(history.document);
        }
        const final = history.document;
        expect(parseDocument(JSON.parse(JSON.stringify(final)))).toEqual({
          ok: true,
          document: final,
        });
        while (canUndo(history)) history = undo(history);
        expect(history.document).toEqual(initial);
        while (canRedo(history)) history = redo(history);
        expect(history.document).toEqual(final);
      }),
      { numRuns: 300 },
    );
  });
});

describe('drags', () => {
  it('bail back to the mark exactly, or squash into one undo step', () => {
    fc.assert(
      fc.property(
        fc.array(operation, { maxLength: 20 }),
        fc.array(operation, { maxLength: 20 }),
        (setup, drag) => {
          const newId = counter('item');
          const now = clock();
          let history = createHistory(createDocument());
          for (const op of setup)
            history = commit(history, apply(history.document, op, newId, now));
          const atMark = history.document;
          const steps = history.past.length;
          history = mark(history, 'drag');
          for (const op of drag) history = commit(history, apply(history.document, op, newId, now));
          const dragged = history.document;
          expect(bailToMark(history, 'drag').document).toBe(atMark);
          const squashed = squashToMark(history, 'drag');
          expect(squashed.document).toBe(dragged);
          expect(squashed.past.length).toBe(dragged === atMark ? steps : steps + 1);
          expect(undo(squashed).document).toBe(
            dragged === atMark ? undo(history).document : atMark,
          );
        },
      ),
      { numRuns: 150 },
    );
  });
});
