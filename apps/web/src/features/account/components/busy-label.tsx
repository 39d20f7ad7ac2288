import { LoaderCircle } from 'lucide-react';

/** A button's text, with a spinner and the busy wording while its action runs. */
export function BusyLabel({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {busy ? busyLabel : label}
    </>
  );
}
