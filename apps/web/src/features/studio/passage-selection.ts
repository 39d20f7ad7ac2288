/** A stretch of the script, as offsets into it. */
export type TextRange = { start: number; end: number };

/** A selection must hold more than this many characters (trimmed) to be improved with AI. */
export const MIN_SELECTION_CHARS = 10;

type KeyGesture = {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
};

// Keys that move or extend a selection in a text field.
const MOVE_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

// Letting go of one of these can finish a keyboard selection: Shift (or Ctrl/Cmd after Ctrl+A)
// released, or a move key released with the modifiers already up. Others (Tab into the field,
// Esc or Enter closing a dialog) do not.
const FINISHING_KEYS = new Set(['Shift', 'Control', 'Meta', 'a', 'A', ...MOVE_KEYS]);

/** The selected range when it is long enough to improve, else null. */
export function improvableRange(text: string, start: number, end: number): TextRange | null {
  const from = Math.min(start, end);
  const to = Math.max(start, end);
  return text.slice(from, to).trim().length > MIN_SELECTION_CHARS ? { start: from, end: to } : null;
}

/**
 * A key let go that finishes a keyboard selection: nothing is held any more (Shift+→ ×N is
 * finished when Shift comes up, not at each arrow).
 */
export const finishesSelection = (event: KeyGesture) =>
  !event.shiftKey &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey &&
  FINISHING_KEYS.has(event.key);

/** A key pressed that starts or changes a selection (or moves the caret away from one). */
export const changesSelection = (event: KeyGesture) =>
  MOVE_KEYS.has(event.key) ||
  ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'a');

/** Ctrl+I (Cmd+I on a Mac): improve the selected passage with AI. */
export const isImproveShortcut = (event: KeyGesture) =>
  (event.ctrlKey || event.metaKey) &&
  !event.shiftKey &&
  !event.altKey &&
  event.key.toLowerCase() === 'i';
