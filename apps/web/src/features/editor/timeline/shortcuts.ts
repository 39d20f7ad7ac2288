import { NUDGE } from '@reelwright/timeline';

/** What a key press asks the timeline to do. */
export type ShortcutAction =
  | { kind: 'togglePlay' }
  | { kind: 'delete' }
  | { kind: 'split' }
  | { kind: 'freezeFrame' }
  | { kind: 'addKeyframes' }
  | { kind: 'copy' }
  | { kind: 'paste' }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'zoomIn' }
  | { kind: 'zoomOut' }
  | { kind: 'zoomReset' }
  | { kind: 'help' }
  | { kind: 'escape' }
  | { kind: 'nudge'; delta: number };

type KeyPress = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/** Typing in a field (or pressing Space on a button, which activates it) is not a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  // Sliders and checkboxes take arrows/Space themselves; text-like inputs take every key.
  return type !== 'button' && type !== 'submit';
}

const isControlTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.tagName === 'BUTTON' ||
    target.tagName === 'A' ||
    target.getAttribute('role') === 'button' ||
    target.getAttribute('role') === 'tab');

/**
 * The spec's timeline keys (§2): Space, Delete/Backspace, Ctrl+B/C/V, + − 0, '?', Esc, arrows
 * (0.1 s, Shift 1 s, Ctrl 5 s), plus Ctrl+Z and Ctrl+Shift+Z / Ctrl+Y, Shift+F (freeze frame) and
 * K (keyframes for every property at the playhead).
 * Cmd counts as Ctrl.
 */
export function shortcutFor(press: KeyPress, target: EventTarget | null): ShortcutAction | null {
  if (isTypingTarget(target)) return null;
  const ctrl = press.ctrlKey || press.metaKey;
  const key = press.key;
  if (ctrl && !press.altKey) {
    switch (key.toLowerCase()) {
      case 'b':
        return { kind: 'split' };
      case 'c':
        return { kind: 'copy' };
      case 'v':
        return { kind: 'paste' };
      case 'z':
        return press.shiftKey ? { kind: 'redo' } : { kind: 'undo' };
      case 'y':
        return { kind: 'redo' };
    }
  }
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    if (
      isControlTarget(target) &&
      target instanceof HTMLElement &&
      target.getAttribute('role') === 'tab'
    )
      return null;
    const step = ctrl ? NUDGE.ctrl : press.shiftKey ? NUDGE.shift : NUDGE.plain;
    return { kind: 'nudge', delta: key === 'ArrowLeft' ? -step : step };
  }
  if (ctrl || press.altKey) return null;
  switch (key) {
    case ' ':
      return isControlTarget(target) ? null : { kind: 'togglePlay' };
    case 'Delete':
    case 'Backspace':
      return { kind: 'delete' };
    case '+':
    case '=':
      return { kind: 'zoomIn' };
    case '-':
    case '_':
      return { kind: 'zoomOut' };
    case '0':
      return { kind: 'zoomReset' };
    case '?':
      return { kind: 'help' };
    case 'Escape':
      return { kind: 'escape' };
    case 'F':
      return press.shiftKey ? { kind: 'freezeFrame' } : null;
    case 'k':
    case 'K':
      return press.shiftKey ? null : { kind: 'addKeyframes' };
  }
  return null;
}
