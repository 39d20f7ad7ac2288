import { LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** While the confirmed action runs: buttons disabled, Esc ignored, `busyLabel` on confirm. */
  busy?: boolean;
  busyLabel?: string;
  /** Styles the confirm button as destructive. */
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * A modal confirmation on the native <dialog>: `showModal()` makes the rest of the page inert (focus
 * stays inside), Esc closes it, and closing returns focus to what opened it. Focus starts on the
 * safe choice, cancel.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  busyLabel,
  danger = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (open && !dialog.open) {
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const requestClose = () => {
    if (!busy) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      // The browser's own Esc handling would close it behind React's back: React decides.
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        requestClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-card border border-line bg-surface p-6 text-ink shadow-card backdrop:bg-ink/50"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <div id={bodyId} className="mt-2 text-sm text-ink-muted">
        {children}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          ref={cancelRef}
          type="button"
          disabled={busy}
          onClick={requestClose}
          className="rounded-control border border-line-strong px-4 py-2 text-sm font-semibold hover:bg-surface-sunken disabled:opacity-60"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={onConfirm}
          className={`inline-flex items-center justify-center gap-2 rounded-control px-4 py-2 text-sm font-semibold text-white disabled:opacity-60 ${danger ? 'bg-danger-600 hover:bg-danger-700' : 'bg-brand-600 hover:bg-brand-700'}`}
        >
          {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {busy && busyLabel !== undefined ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
