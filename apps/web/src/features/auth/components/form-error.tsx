/** A form-level error (the server's answer), announced as soon as it appears. */
export function FormError({ message }: { message: string | null }) {
  return (
    <div role="alert">
      {message !== null && (
        <p className="rounded-control border border-danger-600/30 bg-danger-50 px-3.5 py-2.5 text-sm text-danger-700">
          {message}
        </p>
      )}
    </div>
  );
}
