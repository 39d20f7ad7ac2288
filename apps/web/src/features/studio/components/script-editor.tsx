import { SCRIPT_MAX, type Writer } from '@reelwright/contracts';
import { History, LoaderCircle, Plus, Square, TextSelect } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/ui/toast';
import type { AiAction } from '../ai-failure-toast';
import { useSelectionAction } from '../hooks/use-selection-action';
import type { TextRange } from '../passage-selection';
import { ModelHint } from './model-hint';
import { SelectionAction } from './selection-action';
import { labelClass, secondaryButtonClass } from '../../../components/ui/studio-classes';

export { MIN_SELECTION_CHARS } from '../passage-selection';

type ScriptEditorProps = {
  script: string;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  onType: (text: string) => void;
  /** 'Improve with AI' (or Ctrl+I) on a passage long enough to improve. */
  onImprovePassage: (range: TextRange) => void;
  /** Opens the script's versions; absent until the project exists. */
  onShowVersions?: (() => void) | undefined;
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
  onImprovePassage,
  onShowVersions,
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
  const streaming = busy === 'generate' || busy === 'extend' || busy === 'section';
  const wrapperRef = useRef<HTMLDivElement>(null);
  const selection = useSelectionAction({
    textareaRef,
    enabled: busy === null,
    text: script,
    onImprove: onImprovePassage,
    onNothingToImprove: () => notify({ type: 'info', title: t('studio.script.selectFirst') }),
  });

  // A script being written shows where it is written, even from below the fold.
  useEffect(() => {
    if (busy !== 'generate') return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    wrapperRef.current?.scrollIntoView?.({
      block: 'start',
      behavior: reduced ? 'auto' : 'smooth',
    });
  }, [busy]);

  // While an answer streams in, keep its newest words in view (a section rewrite stays put).
  const streamingAtEnd = streaming && busy !== 'section';
  useEffect(() => {
    const textarea = textareaRef.current;
    if (streamingAtEnd && textarea !== null) textarea.scrollTop = textarea.scrollHeight;
  }, [script, streamingAtEnd, textareaRef]);

  useEffect(() => {
    const textarea = textareaRef.current;
    if (written === null || textarea === null) return;
    textarea.setSelectionRange(written.start, written.end);
  }, [written, textareaRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (selection.field.onKeyDown(event)) return;
    const undo = (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey;
    if (undo && event.key.toLowerCase() === 'z' && onUndoAi()) event.preventDefault();
  };

  return (
    <div ref={wrapperRef} className="scroll-mt-2 space-y-2">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className={`${labelClass} mr-auto`}>
          {t('studio.script.label')}
        </label>
        {onShowVersions !== undefined && (
          <button
            type="button"
            onClick={onShowVersions}
            disabled={busy !== null}
            aria-label={t('studio.versions.open')}
            title={t('studio.versions.open')}
            className={secondaryButtonClass}
          >
            <History aria-hidden="true" className="size-3.5" />
            {t('studio.versions.button')}
          </button>
        )}
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

      {writer === 'offline' && <ModelHint />}

      <div className="relative">
        <textarea
          id={id}
          ref={textareaRef}
          value={script}
          maxLength={SCRIPT_MAX}
          readOnly={streaming}
          aria-busy={streaming}
          aria-describedby={hintId}
          onChange={(event) => onType(event.target.value)}
          onMouseDown={selection.field.onMouseDown}
          onMouseUp={selection.field.onMouseUp}
          onKeyUp={selection.field.onKeyUp}
          onKeyDown={onKeyDown}
          onScroll={selection.field.onScroll}
          onBlur={selection.field.onBlur}
          rows={16}
          spellCheck
          className="block w-full resize-y rounded-control border border-studio-line bg-studio-bg px-3 py-2.5 text-sm leading-relaxed text-studio-ink hover:border-studio-ink-muted/60"
        />
        {selection.action !== null && (
          <SelectionAction
            place={selection.action.place}
            onImprove={() => selection.improve(selection.action!.range)}
            onLeave={selection.dismiss}
          />
        )}
      </div>

      <p id={hintId} className="flex items-start gap-1.5 text-xs text-studio-ink-muted">
        {streaming ? (
          <>
            <LoaderCircle aria-hidden="true" className="mt-px size-3.5 shrink-0 animate-spin" />
            {busy === 'extend'
              ? t('studio.script.extending')
              : busy === 'section'
                ? t('studio.sections.rewriting')
                : t('studio.script.streaming')}
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
