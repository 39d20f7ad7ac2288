import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export const inputClass =
  'block w-full rounded-control border border-line-strong bg-surface px-3.5 py-2.5 text-ink placeholder:text-ink-muted/70 aria-invalid:border-danger-600 disabled:bg-surface-sunken';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field and announced with it. */
  error?: string | undefined;
  /** Drawn inside the field's right edge (the password field's show/hide button). */
  trailing?: ReactNode;
};

export function TextField({
  label,
  value,
  onValueChange,
  error,
  trailing,
  className,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          {...inputProps}
          id={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error !== undefined}
          aria-describedby={error === undefined ? undefined : errorId}
          className={`${inputClass} ${trailing === undefined ? '' : 'pr-12'}`}
        />
        {trailing}
      </div>
      {error !== undefined && (
        <p id={errorId} className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
