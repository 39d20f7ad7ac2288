import { KEY_POINT_MAX } from '@reelwright/contracts';
import { LoaderCircle, Plus, Sparkles, X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addKeyPoint,
  canAddKeyPoint,
  canRemoveKeyPoint,
  removeKeyPoint,
  setKeyPoint,
} from '../key-point-rows';
import {
  fieldClass,
  iconButtonClass,
  labelClass,
  secondaryButtonClass,
} from '../../../components/ui/studio-classes';

/** A pasted line break becomes a space: a key point is one line. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ');

type KeyPointsEditorProps = {
  rows: string[];
  onChange: (rows: string[]) => void;
  /** Asks the AI for points; the answer replaces the rows. */
  onSuggest: () => void;
  canSuggest: boolean;
  suggesting: boolean;
  disabled: boolean;
};

export function KeyPointsEditor({
  rows,
  onChange,
  onSuggest,
  canSuggest,
  suggesting,
  disabled,
}: KeyPointsEditorProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const list = useRef<HTMLOListElement>(null);
  // After Add or Remove, focus moves to the row the user is most likely to type in next.
  const focusRow = useRef<number | null>(null);

  useEffect(() => {
    if (focusRow.current === null) return;
    const inputs = list.current?.querySelectorAll('textarea');
    inputs?.[Math.min(focusRow.current, inputs.length - 1)]?.focus();
    focusRow.current = null;
  }, [rows.length]);

  // Each field is as tall as its text (CSS does it where `field-sizing` exists; here otherwise).
  useLayoutEffect(() => {
    if (typeof CSS === 'undefined' || CSS.supports?.('field-sizing', 'content') !== false) return;
    for (const field of list.current?.querySelectorAll('textarea') ?? []) {
      field.style.height = 'auto';
      field.style.height = `${field.scrollHeight + field.offsetHeight - field.clientHeight}px`;
    }
  }, [rows]);

  const full = !canAddKeyPoint(rows);

  return (
    <fieldset aria-labelledby={headingId} aria-describedby={hintId} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <span id={headingId} className={labelClass}>
          {t('studio.keyPoints.title')}
        </span>
        <div className="flex gap-1.5">
          <button
            type="button"
            onClick={onSuggest}
            disabled={!canSuggest || disabled}
            aria-label={t('studio.keyPoints.aiLabel')}
            title={t('studio.keyPoints.aiLabel')}
            className={secondaryButtonClass}
          >
            {suggesting ? (
              <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
            ) : (
              <Sparkles aria-hidden="true" className="size-3.5 text-brand-300" />
            )}
            {t('studio.keyPoints.ai')}
          </button>
          <button
            type="button"
            onClick={() => {
              focusRow.current = rows.length;
              onChange(addKeyPoint(rows));
            }}
            disabled={full || disabled}
            aria-label={t('studio.keyPoints.addLabel')}
            className={secondaryButtonClass}
          >
            <Plus aria-hidden="true" className="size-3.5" />
            {t('studio.keyPoints.add')}
          </button>
        </div>
      </div>
      <p id={hintId} className="text-xs text-studio-ink-muted">
        {full ? t('studio.keyPoints.limit') : t('studio.keyPoints.hint')}
      </p>
      {suggesting && (
        <p role="status" className="text-xs text-studio-ink-muted">
          {t('studio.keyPoints.aiBusy')}
        </p>
      )}
      <ol ref={list} className="space-y-2">
        {rows.map((row, index) => (
          // Rows have no identity beyond their place; the index is their name.
          <li key={index} className="flex items-start gap-1.5">
            <span
              aria-hidden="true"
              className="w-4 shrink-0 pt-2.5 text-right text-xs text-studio-ink-muted"
            >
              {index + 1}
            </span>
            {/* A point can be a sentence long: the field wraps and grows to show all of it. */}
            <textarea
              rows={1}
              value={row}
              maxLength={KEY_POINT_MAX}
              disabled={disabled}
              onChange={(event) => onChange(setKeyPoint(rows, index, oneLine(event.target.value)))}
              // One line per point: Enter does not break it.
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.preventDefault();
              }}
              aria-label={t('studio.keyPoints.point', { number: index + 1 })}
              placeholder={t('studio.keyPoints.placeholder')}
              className={`${fieldClass} min-w-0 flex-1 resize-none [field-sizing:content]`}
            />
            {canRemoveKeyPoint(rows) && (
              <button
                type="button"
                disabled={disabled}
                onClick={() => {
                  focusRow.current = Math.max(0, index - 1);
                  onChange(removeKeyPoint(rows, index));
                }}
                aria-label={t('studio.keyPoints.remove', { number: index + 1 })}
                title={t('studio.keyPoints.remove', { number: index + 1 })}
                className={iconButtonClass}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            )}
          </li>
        ))}
      </ol>
    </fieldset>
  );
}
