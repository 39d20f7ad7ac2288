/** A field's 'n / max' line; over the limit it turns to a warning colour. */
export function CharacterCount({ id, text, over }: { id: string; text: string; over: boolean }) {
  return (
    <p
      id={id}
      className={`text-xs tabular-nums ${over ? 'text-amber-300' : 'text-studio-ink-muted'}`}
    >
      {text}
    </p>
  );
}
