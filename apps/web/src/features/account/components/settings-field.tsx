import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { inputClass } from './settings-classes';

type SettingsFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange'
> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The id of the form's error region, when this field is the one at fault. */
  errorId?: string | undefined;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/** A labelled input; when it is at fault it is marked invalid and described by the form's error. */
export function SettingsField({
  label,
  value,
  onValueChange,
  errorId,
  hint,
  inputRef,
  className,
  ...inputProps
}: SettingsFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const describedBy = [hint === undefined ? undefined : hintId, errorId].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        {...inputProps}
        ref={inputRef}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={errorId !== undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        className={inputClass}
      />
      {hint !== undefined && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
