import { describe, expect, it } from 'vitest';
import { addItem } from './commands/add-item';
import { moveItem } from './commands/move-item';
import { createDocument, findItem } from './document';
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
import { media } from './test-fixtures';

describe('history', () => {
  it('undoes and redoes at least 200 steps', () => {
    const initial = createDocument();
    let history = createHistory(initial);
    for (let i = 0; i < 250; i += 1)
      history = commit(history, addItem(history.document, media(`i${i}`), i * 10000));
    const final = history.document;
    expect(history.past).toHaveLength(250);
    while (canUndo(history)) history = undo(history);
    expect(history.document).toBe(initial);
    while (canRedo(history)) history = redo(history);
    expect(history.document).toBe(final);
  });

  it('drops the oldest steps beyond the limit', () => {
    let history = createHistory(createDocument(), 200);
    for (let i = 0; i < 210; i += 1)
      history = commit(history, addItem(history.document, media(`i${i}`), i * 10000));
    expect(history.past).toHaveLength(200);
    while (canUndo(history)) history = undo(history);
    expect(history.document.tracks[3]!.items).toHaveLength(10);
  });

  it('ignores no-op results and clears redo on a new edit', () => {
    let history = createHistory(createDocument());
    history = commit(history, addItem(history.document, media('a'), 0));
    expect(commit(history, moveItem(history.document, 'a', { startTime: 0, mode: 'exact' }))).toBe(
      history,
    );
    history = undo(history);
    history = commit(history, addItem(history.document, media('b'), 0));
    expect(canRedo(history)).toBe(false);
  });

  it('a drag squashes to one undo step, or bails back to the mark', () => {
    let history = createHistory(createDocument());
    history = commit(history, addItem(history.document, media('a'), 0));
    const beforeDrag = history.document;
    history = mark(history, 'drag');
    for (const startTime of [1000, 2000, 3000]) {
      history = commit(history, moveItem(history.document, 'a', { startTime, mode: 'exact' }));
    }
    const bailed = bailToMark(history, 'drag');
    expect(bailed.document).toBe(beforeDrag);
    expect(bailed.past).toHaveLength(1);
    const squashed = squashToMark(history, 'drag', 'move');
    expect(squashed.past).toHaveLength(2);
    expect(squashed.past[1]!.label).toBe('move');
    expect(findItem(squashed.document, 'a')?.startTime).toBe(3000);
    expect(undo(squashed).document).toBe(beforeDrag);
    expect(redo(undo(squashed)).document).toBe(squashed.document);
  });
});
