import { describe, expect, it } from 'vitest';
import {
  changesSelection,
  finishesSelection,
  improvableRange,
  isImproveShortcut,
} from './passage-selection';

const key = (
  name: string,
  held: Partial<Record<'shift' | 'ctrl' | 'meta' | 'alt', boolean>> = {},
) => ({
  key: name,
  shiftKey: held.shift ?? false,
  ctrlKey: held.ctrl ?? false,
  metaKey: held.meta ?? false,
  altKey: held.alt ?? false,
});

describe('passage selection', () => {
  it('improves only a selection of more than ten characters, whichever way it was made', () => {
    const text = 'Coffee tastes best fresh.';
    expect(improvableRange(text, 0, 10)).toBeNull();
    expect(improvableRange('   short    ', 0, 12)).toBeNull();
    expect(improvableRange(text, 0, 11)).toEqual({ start: 0, end: 11 });
    expect(improvableRange(text, 20, 3)).toEqual({ start: 3, end: 20 });
  });

  it('finishes a keyboard selection when Shift comes up, not at each arrow', () => {
    expect(finishesSelection(key('ArrowRight', { shift: true }))).toBe(false);
    expect(finishesSelection(key('Shift'))).toBe(true);
    expect(finishesSelection(key('ArrowDown'))).toBe(true);
    // Ctrl+A: finished once both are let go.
    expect(finishesSelection(key('a', { ctrl: true }))).toBe(false);
    expect(finishesSelection(key('Control'))).toBe(true);
    // Tab into the field, Enter or Esc from a dialog: not a selection.
    for (const other of ['Tab', 'Enter', 'Escape', 'x']) {
      expect(finishesSelection(key(other))).toBe(false);
    }
  });

  it('knows the keys that change a selection and the Ctrl+I shortcut', () => {
    expect(changesSelection(key('ArrowLeft', { shift: true }))).toBe(true);
    expect(changesSelection(key('End'))).toBe(true);
    expect(changesSelection(key('a', { ctrl: true }))).toBe(true);
    expect(changesSelection(key('a'))).toBe(false);
    expect(changesSelection(key('c', { ctrl: true }))).toBe(false);

    expect(isImproveShortcut(key('i', { ctrl: true }))).toBe(true);
    expect(isImproveShortcut(key('I', { meta: true }))).toBe(true);
    expect(isImproveShortcut(key('i'))).toBe(false);
    expect(isImproveShortcut(key('i', { ctrl: true, shift: true }))).toBe(false);
  });
});
