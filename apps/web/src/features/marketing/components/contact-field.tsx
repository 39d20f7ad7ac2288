import { useId, type Ref } from 'react';

const fieldClass =
  'block w-full rounded-control border border-line-strong bg-surface px-3.5 py-2.5 text-ink placeholder:text-ink-muted/80 aria-invalid:border-danger-600 disabled:bg-surface-sunken';

type ContactFieldProps = {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The id of this field's line in the form's error list, when it is at fault. */
  errorId: string | undefined;
  multiline?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  maxLength: number;
  disabled: boolean;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
};

/** A labelled input or text area of the contact form, pointing at its error when it has one. */
export function ContactField({
  label,
  value,
  onValueChange,
  errorId,
  multiline = false,
  type = 'text',
  autoComplete,
  maxLength,
  disabled,
  inputRef,
}: ContactFieldProps) {
  const id = useId();
  const shared = {
    id,
    value,
    disabled,
    required: true,
    maxLength,
    autoComplete,
    'aria-invalid': errorId !== undefined,
    'aria-describedby': errorId,
    className: fieldClass,
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          ref={inputRef}
          rows={6}
          onChange={(event) => onValueChange(event.target.value)}
        />
      ) : (
        <input
          {...shared}
          ref={inputRef}
          type={type}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </div>
  );
}
