import { useEffect, useRef, useState, type ReactNode } from 'react';

type ModalDialogProps = {
  open: boolean;
  /** Esc, or the browser closing it: the owner decides (it may refuse, e.g. mid-export). */
  onRequestClose: () => void;
  labelledBy: string;
  describedBy?: string;
  className: string;
  children: ReactNode;
};

/**
 * The native modal <dialog>, driven by `open`: `showModal()` makes the page behind inert (focus
 * stays inside and returns to the opener on close). Esc asks `onRequestClose` instead of closing
 * behind React's back; if the browser closes it anyway while the owner keeps it open, it opens
 * again. The content renders only while open.
 */
export function ModalDialog({
  open,
  onRequestClose,
  labelledBy,
  describedBy,
  className,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [closedByBrowser, setClosedByBrowser] = useState(0);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open, closedByBrowser]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className}
      onCancel={(event) => {
        event.preventDefault();
        onRequestClose();
      }}
      onClose={() => {
        if (!open) return;
        onRequestClose();
        setClosedByBrowser((count) => count + 1);
      }}
    >
      {open && children}
    </dialog>
  );
}
