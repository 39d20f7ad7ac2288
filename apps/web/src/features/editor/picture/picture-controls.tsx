import { DraftNumberInput } from '../store/draft-number-input';

// What the picture inspector's sections share: button looks and a number field.

const inputClass =
  'w-14 rounded-control border border-studio-line bg-studio-bg px-1.5 py-1 text-xs text-studio-ink focus-visible:outline-2 focus-visible:outline-brand-400';
const buttonClass =
  'rounded-control border px-2 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand-400 disabled:opacity-40';
export const plainButton = `${buttonClass} border-studio-line text-studio-ink hover:bg-studio-raised`;
export const pressedButton = `${buttonClass} border-brand-400 bg-brand-600 text-white`;

/**
 * A number input that lets a half-typed value ('-', '') stand while focused and commits every
 * value that parses (one undo step per focus); it shows the document's value again on blur.
 */
export function NumberField({
  label,
  short,
  value,
  min,
  max,
  step,
  onValue,
}: {
  label: string;
  short: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onValue: (value: number) => void;
}) {
  return (
    <label className="flex items-center gap-1" title={label}>
      <span aria-hidden className="text-studio-ink-muted">
        {short}
      </span>
      <DraftNumberInput
        aria-label={label}
        min={min}
        max={max}
        step={step}
        decimals={1}
        value={value}
        onValue={onValue}
        className={inputClass}
      />
    </label>
  );
}
