import type { ReactNode } from 'react';
import { DraftNumberInput } from '../store/draft-number-input';
import { useEditorStore } from '../store/editor-context';

export const inputClass =
  'rounded-control border border-studio-line bg-studio-bg px-2 py-1 text-xs text-studio-ink focus-visible:outline-2 focus-visible:outline-brand-400';
export const colourClass =
  'h-6 w-8 cursor-pointer rounded border border-studio-line bg-transparent focus-visible:outline-2 focus-visible:outline-brand-400';
export const toggleClass =
  'rounded-control border px-2 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand-400';
export const pressedClass = (pressed: boolean) =>
  pressed
    ? 'border-brand-400 bg-brand-600 text-white'
    : 'border-studio-line text-studio-ink hover:bg-studio-raised';

/** Focus to blur of a field is one editing session: one undo step, like a drag. */
export function useSession() {
  const store = useEditorStore();
  return {
    onFocus: () => store.getState().beginGesture(),
    onBlur: () => store.getState().endGesture(),
  };
}

/** A label with its control beside it. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex items-center gap-1.5">
      <span className="text-studio-ink-muted">{label}</span>
      {children}
    </label>
  );
}

/**
 * A number input that lets a half-typed value ('1.', '') stand while focused and commits every
 * value that parses (one undo step for the session); it shows the document's value on blur.
 */
export function NumberField({
  label,
  value,
  min,
  max,
  step,
  onValue,
  className = 'w-16',
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onValue: (value: number) => void;
  className?: string;
}) {
  return (
    <Field label={label}>
      <DraftNumberInput
        min={min}
        max={max}
        step={step}
        value={value}
        onValue={onValue}
        className={`${inputClass} ${className}`}
      />
    </Field>
  );
}

/** A colour input whose picking session is one undo step. */
export function ColourField({
  label,
  value,
  onValue,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
}) {
  const session = useSession();
  return (
    <Field label={label}>
      <input
        type="color"
        value={value}
        className={colourClass}
        onChange={(event) => onValue(event.target.value)}
        {...session}
      />
    </Field>
  );
}
