import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addItem } from '../commands/add-item';
import { copyItem, pasteItem } from '../commands/clipboard';
import { deleteItem, rippleDeleteItem } from '../commands/delete-item';
import type { EditResult } from '../commands/edit-result';
import { moveItem, nudgeItem } from '../commands/move-item';
import { resizeItem } from '../commands/resize-item';
import { splitItem } from '../commands/split-item';
import {
  allItems,
  createDocument,
  TRANSITION_KINDS,
  TRANSITION_MS,
  type TimelineDocument,
} from '../document';
import { commit, createHistory, undo, canUndo } from '../history';
import { parseDocument } from '../parse-document';
import { counter, media } from '../test-fixtures';
import { dropTransition, setTransition } from './transition-commands';

// Random edits mixed with transitions set and dropped: after every step no transition outlasts
// its item or leaves 100 ms – 3 s, sound only crossfades, and the document still parses.

const time = fc.integer({ min: 0, max: 40_000 });
const pick = fc.nat({ max: 1000 });
const kind = fc.constantFrom(...TRANSITION_KINDS);
const operation = fc.oneof(
  fc.record({
    op: fc.constant('add' as const),
    type: fc.constantFrom('videos', 'images', 'audios', 'text'),
    at: time,
    length: fc.integer({ min: 100, max: 8000 }),
  }),
  fc.record({ op: fc.constant('move' as const), pick, at: time, push: fc.boolean() }),
  fc.record({ op: fc.constant('resize' as const), pick, at: time, left: fc.boolean() }),
  fc.record({ op: fc.constant('split' as const), pick, at: time }),
  fc.record({ op: fc.constant('paste' as const), pick, at: time }),
  fc.record({ op: fc.constant('delete' as const), pick, ripple: fc.boolean() }),
  fc.record({
    op: fc.constant('nudge' as const),
    pick,
    by: fc.constantFrom(-1000, -100, 100, 1000),
  }),
  fc.record({
    op: fc.constant('set' as const),
    pick,
    edge: fc.constantFrom('in' as const, 'out' as const),
    kind,
    duration: fc.integer({ min: -500, max: 5000 }),
    remove: fc.boolean(),
  }),
  fc.record({ op: fc.constant('drop' as const), track: fc.nat({ max: 5 }), at: time, kind }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

function apply(document: TimelineDocument, step: Operation, newId: () => string): EditResult {
  const items = allItems(document);
  if (step.op === 'add')
    return addItem(document, media(newId(), step.type, { sourceDuration: step.length }), step.at);
  if (step.op === 'drop') {
    const track = document.tracks[step.track % document.tracks.length]!;
    return dropTransition(document, track.id, step.at, step.kind);
  }
  const target = items[step.pick % Math.max(1, items.length)];
  if (!target) return { document, undo: null };
  switch (step.op) {
    case 'move':
      return moveItem(document, target.id, {
        startTime: step.at,
        mode: step.push ? 'push' : 'exact',
      });
    case 'resize':
      return resizeItem(document, target.id, step.left ? 'left' : 'right', step.at);
    case 'split':
      return splitItem(document, target.id, step.at, { newId });
    case 'paste':
      return pasteItem(document, copyItem(document, target.id)!, step.at, { newId });
    case 'delete':
      return step.ripple ? rippleDeleteItem(document, target.id) : deleteItem(document, target.id);
    case 'nudge':
      return nudgeItem(document, target.id, step.by);
    case 'set':
      return setTransition(
        document,
        target.id,
        step.edge,
        step.remove ? null : { kind: step.kind, duration: step.duration },
      );
  }
}

function checkTransitions(document: TimelineDocument) {
  for (const item of allItems(document)) {
    for (const transition of [item.transitionIn, item.transitionOut]) {
      if (!transition) continue;
      expect(transition.duration).toBeLessThanOrEqual(item.duration);
      expect(transition.duration).toBeGreaterThanOrEqual(TRANSITION_MS.min);
      expect(transition.duration).toBeLessThanOrEqual(TRANSITION_MS.max);
      expect(Number.isInteger(transition.duration)).toBe(true);
      expect(item.type).not.toBe('caption');
      if (item.type === 'audios') expect(transition.kind).toBe('crossfade');
    }
  }
}

describe('transitions under random edits', () => {
  it('never outlast their item, stay within the rules, and undo exactly', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 40 }), (operations) => {
        const newId = counter('item');
        const initial = createDocument();
        let history = createHistory(initial);
        for (const step of operations) {
          history = commit(history, apply(history.document, step, newId));
          checkTransitions(history.document);
        }
        const final = history.document;
        expect(parseDocument(JSON.parse(JSON.stringify(final)))).toEqual({
          ok: true,
          document: final,
        });
        while (canUndo(history)) history = undo(history);
        expect(history.document).toEqual(initial);
      }),
      { numRuns: 200 },
    );
  });
});
