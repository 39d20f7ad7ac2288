import { useEffect, type RefObject } from 'react';

/**
 * Closes an open header menu when the pointer or focus goes outside `root`, or on Escape, which
 * also returns focus to the menu's `button`. Focus moving elsewhere (Tab) closes it too; `focusin`
 * is used rather than blur because Safari does not focus buttons on click, which would close the
 * menu before the click lands.
 */
export function useDismissOnOutside(
  open: boolean,
  setOpen: (open: boolean) => void,
  root: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('focusin', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('focusin', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, setOpen, root, button]);
}
