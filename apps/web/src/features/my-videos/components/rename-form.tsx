import { Check, LoaderCircle, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_TITLE_MAX } from '@reelwright/contracts';

type RenameFormProps = {
  title: string;
  busy: boolean;
  onSave: (title: string) => void;
  onCancel: () => void;
};

/** A project's title as an input: Enter saves, Escape (or Cancel) leaves it as it was. */
export function RenameForm({ title, busy, onSave, onCancel }: RenameFormProps) {
  const { t } = useTranslation('myVideos');
  const [value, setValue] = useState(title);
  const [empty, setEmpty] = useState(false);
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // Opened on purpose by its Rename button: typing replaces the title at once.
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);
  const iconButton =
    'grid size-9 shrink-0 place-items-center rounded-control border border-line-strong text-ink hover:bg-surface-sunken disabled:opacity-60';

  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim() === '') {
          setEmpty(true);
          return;
        }
        onSave(value.trim());
      }}
    >
      <input
        ref={inputRef}
        value={value}
        maxLength={PROJECT_TITLE_MAX}
        disabled={busy}
        aria-label={t('renameLabel', { title })}
        aria-invalid={empty}
        aria-describedby={empty ? errorId : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setEmpty(false);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          onCancel();
        }}
        className="min-w-0 flex-1 rounded-control border border-line-strong bg-surface px-3 py-2 text-sm"
      />
      <button
        type="submit"
        disabled={busy}
        aria-label={t('saveTitle')}
        title={t('saveTitle')}
        className={iconButton}
      >
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Check aria-hidden="true" className="size-4" />
        )}
      </button>
      <button
        type="button"
        disabled={busy}
        aria-label={t('cancelRename')}
        title={t('cancelRename')}
        onClick={onCancel}
        className={iconButton}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      {empty && (
        <p id={errorId} role="alert" className="w-full text-sm text-danger-600">
          {t('titleRequired')}
        </p>
      )}
    </form>
  );
}
