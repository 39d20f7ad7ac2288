import { useCallback, useState, type KeyboardEvent, type RefObject } from 'react';
import { caretPoint } from '../caret-position';
import {
  changesSelection,
  finishesSelection,
  improvableRange,
  isImproveShortcut,
  type TextRange,
} from '../passage-selection';

/** Where the action sits inside the field's wrapper: under the selection's last line. */
export type ActionPlace = { top: number; left: number | null; right: number | null };

export type SelectionAction = { range: TextRange; place: ActionPlace };

type Offer = SelectionAction & { text: string };

const GAP_PX = 4;
const ACTION_HEIGHT_PX = 32;

/** Under the line where `range` ends, kept inside the visible part of the field. */
function placeFor(textarea: HTMLTextAreaElement, range: TextRange): ActionPlace {
  const point = caretPoint(textarea, range.end);
  const below = point.top - textarea.scrollTop + point.lineHeight + GAP_PX;
  const top = Math.min(Math.max(below, GAP_PX), textarea.clientHeight - ACTION_HEIGHT_PX);
  const x = point.left - textarea.scrollLeft;
  const width = textarea.offsetWidth;
  // From the left half it reaches right, from the right half left: either way it stays inside.
  return x <= width / 2
    ? { top: textarea.offsetTop + top, left: Math.max(x, GAP_PX), right: null }
    : { top: textarea.offsetTop + top, left: null, right: Math.max(width - x, GAP_PX) };
}

type Options = {
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** False while AI is at work: nothing is offered. */
  enabled: boolean;
  /** The text the field shows; any change puts an offered action away. */
  text: string;
  /** Opens the AI editor on `range`. */
  onImprove: (range: TextRange) => void;
  /** Ctrl+I with no passage long enough selected. */
  onNothingToImprove: () => void;
};

/**
 * 'Improve with AI' beside a finished selection. Selecting opens nothing: a selection is finished
 * when the mouse button comes up or Shift (after Shift+arrows) is let go, and only then is the
 * action offered; the AI editor opens on the action or on Ctrl+I. Copying is left alone.
 */
export function useSelectionAction({
  textareaRef,
  enabled,
  text,
  onImprove,
  onNothingToImprove,
}: Options) {
  const [offered, setOffered] = useState<Offer | null>(null);
  // Typing, an AI change or AI starting to work: the offer no longer fits.
  const action = offered !== null && offered.text === text && enabled ? offered : null;

  const dismiss = useCallback(() => setOffered(null), []);

  const offer = () => {
    const textarea = textareaRef.current;
    if (textarea === null || !enabled) return dismiss();
    const range = improvableRange(textarea.value, textarea.selectionStart, textarea.selectionEnd);
    setOffered(
      range === null ? null : { range, place: placeFor(textarea, range), text: textarea.value },
    );
  };

  const improve = (range: TextRange) => {
    dismiss();
    onImprove(range);
  };

  const field = {
    onMouseDown: dismiss,
    onMouseUp: offer,
    onKeyUp: (event: KeyboardEvent<HTMLTextAreaElement>) => {
      if (finishesSelection(event)) offer();
    },
    onScroll: () => {
      const textarea = textareaRef.current;
      if (textarea !== null && action !== null) {
        setOffered({ ...action, place: placeFor(textarea, action.range) });
      }
    },
    /** True when it handled the key (the caller does nothing more with it). */
    onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
      if (isImproveShortcut(event)) {
        event.preventDefault();
        const textarea = event.currentTarget;
        const range = improvableRange(
          textarea.value,
          textarea.selectionStart,
          textarea.selectionEnd,
        );
        if (!enabled) return true;
        if (range === null) onNothingToImprove();
        else improve(range);
        return true;
      }
      if (event.key === 'Escape' && action !== null) {
        dismiss();
        return true;
      }
      if (changesSelection(event)) dismiss();
      return false;
    },
    onBlur: (event: { relatedTarget: EventTarget | null }) => {
      // Tab moves on to the action itself: it stays.
      const next = event.relatedTarget;
      if (!(next instanceof HTMLElement && next.dataset.selectionAction !== undefined)) dismiss();
    },
  };

  return { action: action as SelectionAction | null, field, improve, dismiss };
}
