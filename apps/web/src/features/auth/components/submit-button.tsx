import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

export const primaryButtonClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-control bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60';

type SubmitButtonProps = {
  busy: boolean;
  disabled?: boolean;
  /** The text while busy, e.g. 'Signing in...'. */
  busyLabel: string;
  children: ReactNode;
};

export function SubmitButton({ busy, disabled = false, busyLabel, children }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={busy || disabled} className={primaryButtonClass}>
      {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {busy ? busyLabel : children}
    </button>
  );
}
