import { SCRIPT_MAX, type Writer } from '@reelwright/contracts';
import { Bot, LoaderCircle, Plus, Square, TextSelect } from 'lucide-react';
import { useEffect, useId, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiAction } from '../ai-failure-toast';
import type { TextRange } from '../hooks/use-ai-actions';
import { labelClass, secondaryButtonClass } from '../../../components/ui/studio-classes';

/** A selection must hold more than this many characters (trimmed) to open the AI editor. */
export const MIN_SELECTION_CHARS = 10;

// Keys that end a keyboard selection: Shift (or Ctrl/Cmd after Ctrl+A) let go, or moves with
// Shift already released. Others (Tab into the field, Esc or Enter closing the editor) don't.
const SELECTION_KEYS = new Set([
  'Shift',
  'Control',
  'Meta',
  'a',
  'A',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

type ScriptEditorProps = {
  script: string;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  onType: (text: string) => void;
  /** The user selected a passage long enough to improve. */
  onSelectPassage: (range: TextRange) => void;
  /** Ctrl+Z: true when it undid an AI change (the browser's own undo is then skipped). */
  onUndoAi: () => boolean;
  onExtend: () => void;
  onStop: () => void;
  busy: AiAction | null;
  writer: Writer | null;
  /** The stretch the last AI change wrote; selected once it is in. */
  written: TextRange | null;
  /** Ctrl+Z would undo an AI change now. */
  undoable: boolean;
};

export function ScriptEditor({
  script,
  textareaRef,
  onType,
  onSelectPassage,
  onUndoAi,
  onExtend,
  onStop,
  busy,
  writer,
  written,
  undoable,
}: ScriptEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = useId();
  const streaming = busy === 'generate' || busy === 'extend';

  // While an answer streams in, keep its newest words in view.
  useEffect(() => {
    const textarea = textareaRef.current;
    if (streaming && textarea !== null) textarea.scrollTop = textarea.scrollHeight;
  }, [script, streaming, textareaRef]);

  useEffect(() => {
    const textarea = textareaRef.current;
    if (written === null || textarea === null) return;
    textarea.setSelectionRange(written.start, written.end);
  }, [written, textareaRef]);

  const checkSelection = () => {
    const textarea = textareaRef.current;
    if (textarea === null || busy !== null) return;
    const { selectionStart: start, selectionEnd: end } = textarea;
    if (textarea.value.slice(start, end).trim().length > MIN_SELECTION_CHARS) {
      onSelectPassage({ start, end });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const undo = (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey;
    if (undo && event.key.toLowerCase() === 'z' && onUndoAi()) event.preventDefault();
  };

  const onKeyUp = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.shiftKey || event.ctrlKey || event.metaKey || event.altKey) return;
    if (SELECTION_KEYS.has(event.key)) checkSelection();
  };

  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className={labelClass}>
          {t('studio.script.label')}
        </label>
        {busy === 'extend' ? (
          <button type="button" onClick={onStop} className={secondaryButtonClass}>
            <Square aria-hidden="true" className="size-3.5" />
            {t('studio.stop')}
          </button>
        ) : (
          <button
            type="button"
            onClick={onExtend}
            disabled={busy !== null || script.trim() === ''}
            aria-label={t('studio.script.moreLabel')}
            title={t('studio.script.moreLabel')}
            className={secondaryButtonClass}
          >
            <Plus aria-hidden="true" className="size-3.5" />
            {t('studio.script.more')}
          </button>
        )}
      </div>

      {writer === 'offline' && (
        <p className="flex items-start gap-2 rounded-control border border-studio-notice bg-studio-notice px-3 py-2 text-xs text-studio-notice-ink">
          <Bot aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          {t('studio.script.offline')}
        </p>
      )}

      <textarea
        id={id}
        ref={textareaRef}
        value={script}
        maxLength={SCRIPT_MAX}
        readOnly={streaming}
        aria-busy={streaming}
        aria-describedby={hintId}
        onChange={(event) => onType(event.target.value)}
        onMouseUp={checkSelection}
        onKeyUp={onKeyUp}
        onKeyDown={onKeyDown}
        rows={16}
        spellCheck
        className="block w-full resize-y rounded-control border border-studio-line bg-studio-bg px-3 py-2.5 text-sm leading-relaxed text-studio-ink hover:border-studio-ink-muted/60"
      />

      <p id={hintId} className="flex items-start gap-1.5 text-xs text-studio-ink-muted">
        {streaming ? (
          <>
            <LoaderCircle aria-hidden="true" className="mt-px size-3.5 shrink-0 animate-spin" />
            {busy === 'extend' ? t('studio.script.extending') : t('studio.script.streaming')}
          </>
        ) : (
          <>
            <TextSelect aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            {t('studio.script.selectHint')}
          </>
        )}
      </p>
      {undoable && !streaming && (
        <p className="text-xs text-studio-ink-muted">{t('studio.script.undoHint')}</p>
      )}
    </div>
  );
}
