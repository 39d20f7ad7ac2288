import { useState, type InputHTMLAttributes } from 'react';
import { useEditorStore } from './editor-context';

/**
 * The inspectors' number input: a half-typed value ('1.', '-', '') stands while focused, every
 * value that parses is applied at once, the whole focus is one undo step (a gesture), and blur
 * shows the document's value again (rounded to `decimals`; null shows an empty field).
 */
export function DraftNumberInput({
  value,
  onValue,
  decimals = 2,
  ...input
}: {
  value: number | null;
  onValue: (value: number) => void;
  decimals?: number;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>) {
  const store = useEditorStore();
  const [draft, setDraft] = useState<string | null>(null);
  const scale = 10 ** decimals;
  return (
    <input
      {...input}
      type="number"
      inputMode="decimal"
      value={draft ?? (value === null ? '' : String(Math.round(value * scale) / scale))}
      onFocus={() => store.getState().beginGesture()}
      onBlur={() => {
        setDraft(null);
        store.getState().endGesture();
      }}
      onChange={(event) => {
        setDraft(event.target.value);
        const parsed = Number(event.target.value);
        if (event.target.value.trim() !== '' && Number.isFinite(parsed)) onValue(parsed);
      }}
    />
  );
}
