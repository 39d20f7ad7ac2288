/**
 * A form's outcome, announced as it appears: an error in a `role="alert"` region, a success in a
 * `role="status"` one. Both regions are always present, so assistive technology is already
 * listening when the text arrives.
 */
export function FormFeedback({
  errorId,
  error,
  success,
}: {
  /** Lets the field at fault point at the error with `aria-describedby`. */
  errorId?: string;
  error: string | null;
  success?: string | null;
}) {
  return (
    <>
      <div role="alert" id={errorId}>
        {error !== null && (
          <p className="rounded-control border border-danger-600/30 bg-danger-50 px-3.5 py-2.5 text-sm text-danger-700">
            {error}
          </p>
        )}
      </div>
      <div role="status">
        {success !== null && success !== undefined && (
          <p className="rounded-control border border-success-600/30 bg-success-50 px-3.5 py-2.5 text-sm text-success-700">
            {success}
          </p>
        )}
      </div>
    </>
  );
}
