import { describe, expect, it } from 'vitest';
import { shortcutFor } from './shortcuts';

const press = (
  key: string,
  modifiers: Partial<Record<'ctrl' | 'shift' | 'meta' | 'alt', boolean>> = {},
) => ({
  key,
  code: '',
  ctrlKey: modifiers.ctrl ?? false,
  shiftKey: modifiers.shift ?? false,
  metaKey: modifiers.meta ?? false,
  altKey: modifiers.alt ?? false,
});

describe('timeline shortcuts', () => {
  const body = document.body;

  it('map every key of the spec, plus undo and redo', () => {
    expect(shortcutFor(press(' '), body)).toEqual({ kind: 'togglePlay' });
    expect(shortcutFor(press('Delete'), body)).toEqual({ kind: 'delete' });
    expect(shortcutFor(press('Backspace'), body)).toEqual({ kind: 'delete' });
    expect(shortcutFor(press('b', { ctrl: true }), body)).toEqual({ kind: 'split' });
    expect(shortcutFor(press('c', { ctrl: true }), body)).toEqual({ kind: 'copy' });
    expect(shortcutFor(press('v', { meta: true }), body)).toEqual({ kind: 'paste' });
    expect(shortcutFor(press('z', { ctrl: true }), body)).toEqual({ kind: 'undo' });
    expect(shortcutFor(press('Z', { ctrl: true, shift: true }), body)).toEqual({ kind: 'redo' });
    expect(shortcutFor(press('y', { ctrl: true }), body)).toEqual({ kind: 'redo' });
    expect(shortcutFor(press('+'), body)).toEqual({ kind: 'zoomIn' });
    expect(shortcutFor(press('='), body)).toEqual({ kind: 'zoomIn' });
    expect(shortcutFor(press('-'), body)).toEqual({ kind: 'zoomOut' });
    expect(shortcutFor(press('0'), body)).toEqual({ kind: 'zoomReset' });
    expect(shortcutFor(press('?', { shift: true }), body)).toEqual({ kind: 'help' });
    expect(shortcutFor(press('Escape'), body)).toEqual({ kind: 'escape' });
    expect(shortcutFor(press('x'), body)).toBeNull();
  });

  it('nudges 0.1 s, 1 s with Shift and 5 s with Ctrl', () => {
    expect(shortcutFor(press('ArrowLeft'), body)).toEqual({ kind: 'nudge', delta: -100 });
    expect(shortcutFor(press('ArrowRight', { shift: true }), body)).toEqual({
      kind: 'nudge',
      delta: 1000,
    });
    expect(shortcutFor(press('ArrowLeft', { ctrl: true }), body)).toEqual({
      kind: 'nudge',
      delta: -5000,
    });
  });

  it('are ignored while typing, and Space stays a button press on buttons', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const button = document.createElement('button');
    expect(shortcutFor(press('Delete'), input)).toBeNull();
    expect(shortcutFor(press('b', { ctrl: true }), textarea)).toBeNull();
    expect(shortcutFor(press(' '), button)).toBeNull();
    expect(shortcutFor(press('Delete'), button)).toEqual({ kind: 'delete' });
  });
});
