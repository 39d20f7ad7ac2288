import { COMMAND_MAX } from '@reelwright/contracts';
import { LoaderCircle, Sparkles, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fieldClass,
  iconButtonClass,
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/ui/studio-classes';

const QUICK_COMMANDS = [
  'detailed',
  'simplify',
  'examples',
  'emotional',
  'statistics',
  'structure',
] as const;

type TextEditorModalProps = {
  /** The passage to improve; null keeps the dialog closed. */
  selectedText: string | null;
  improving: boolean;
  /** Streams the improvement; resolves true once it replaced the passage. */
  onImprove: (command: string, onDelta: (text: string) => void) => Promise<boolean>;
  /** Cancel, Esc or the close button; an improvement on its way is stopped. */
  onClose: () => void;
};

type ImproveFormProps = Omit<TextEditorModalProps, 'selectedText'> & {
  selectedText: string;
  titleId: string;
};

function ImproveForm({ selectedText, improving, onImprove, onClose, titleId }: ImproveFormProps) {
  const { t } = useTranslation();
  const commandId = useId();
  const [command, setCommand] = useState('');
  const [preview, setPreview] = useState('');
  const commandRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => commandRef.current?.focus(), []);

  const submit = async () => {
    if (command.trim() === '' || improving) return;
    setPreview('');
    const done = await onImprove(command.trim(), (text) => setPreview((value) => value + text));
    if (!done) setPreview('');
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="space-y-4"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
          <Sparkles aria-hidden="true" className="size-5 text-brand-300" />
          {t('studio.textEditor.title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('studio.textEditor.close')}
          title={t('studio.textEditor.close')}
          className={iconButtonClass}
        >
          <X aria-hidden="true" className="size-4.5" />
        </button>
      </div>

      <div className="space-y-1.5">
        <p className={labelClass}>{t('studio.textEditor.selected')}</p>
        <blockquote className="max-h-36 overflow-y-auto rounded-control border border-studio-line bg-studio-bg px-3 py-2 text-sm whitespace-pre-wrap text-studio-ink-muted">
          {selectedText}
        </blockquote>
      </div>

      <div className="space-y-1.5">
        <label htmlFor={commandId} className={labelClass}>
          {t('studio.textEditor.command')}
        </label>
        <textarea
          id={commandId}
          ref={commandRef}
          value={command}
          maxLength={COMMAND_MAX}
          rows={3}
          disabled={improving}
          onChange={(event) => setCommand(event.target.value)}
          placeholder={t('studio.textEditor.commandPlaceholder')}
          className={`${fieldClass} resize-y`}
        />
      </div>

      <fieldset className="space-y-1.5">
        <legend className={labelClass}>{t('studio.textEditor.quickCommands')}</legend>
        <div className="flex flex-wrap gap-1.5 pt-1">
          {QUICK_COMMANDS.map((name) => {
            const text = t(`studio.textEditor.commands.${name}`);
            return (
              <button
                key={name}
                type="button"
                disabled={improving}
                aria-pressed={command === text}
                onClick={() => setCommand(text)}
                className={`rounded-full border px-3 py-1 text-xs font-medium disabled:opacity-50 ${
                  command === text
                    ? 'border-brand-300 bg-brand-600 text-white'
                    : 'border-studio-line bg-studio-raised text-studio-ink hover:border-studio-ink-muted/60'
                }`}
              >
                {text}
              </button>
            );
          })}
        </div>
      </fieldset>

      {(improving || preview !== '') && (
        <div className="space-y-1.5">
          <p className={labelClass}>{t('studio.textEditor.preview')}</p>
          <p
            aria-live="polite"
            aria-busy={improving}
            className="max-h-40 min-h-10 overflow-y-auto rounded-control border border-brand-300/40 bg-studio-bg px-3 py-2 text-sm whitespace-pre-wrap"
          >
            {preview}
          </p>
        </div>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={secondaryButtonClass}>
          {t('studio.textEditor.cancel')}
        </button>
        <button
          type="submit"
          disabled={command.trim() === '' || improving}
          className={primaryButtonClass}
        >
          {improving ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Sparkles aria-hidden="true" className="size-4" />
          )}
          {improving ? t('studio.textEditor.improving') : t('studio.textEditor.improve')}
        </button>
      </div>
    </form>
  );
}

/**
 * 'AI Text Editor' on the native modal <dialog>: the rest of the page is inert while it is open
 * (focus stays inside), Esc closes it, and closing returns focus to the script.
 */
export function TextEditorModal({ selectedText, ...props }: TextEditorModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = selectedText !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      // The browser's own Esc handling would close it behind React's back: React decides.
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        props.onClose();
      }}
      // Closed by the browser itself (a repeated Esc): the state follows.
      onClose={() => {
        if (open) props.onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-card border border-studio-line bg-studio-panel p-6 text-studio-ink shadow-card backdrop:bg-black/60"
    >
      {selectedText !== null && (
        <ImproveForm selectedText={selectedText} titleId={titleId} {...props} />
      )}
    </dialog>
  );
}
