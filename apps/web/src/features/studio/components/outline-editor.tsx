import { OUTLINE_NOTE_MAX, OUTLINE_TITLE_MAX, type OutlineSection } from '@reelwright/contracts';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canAddRow, insertRow, moveRow, newRowIndex, removeRow, updateRow } from '../outline-rows';
import {
  fieldClass,
  iconButtonClass,
  secondaryButtonClass,
} from '../../../components/ui/studio-classes';

/** An outline section as the editor holds it: `key` follows it when it moves. */
export type OutlineRow = OutlineSection & { key: number };

type Field = 'title' | 'note' | 'up' | 'down' | 'delete' | 'add';

type OutlineEditorProps = {
  rows: OutlineRow[];
  onChange: (rows: OutlineRow[]) => void;
  /** A key no row has had yet. */
  newKey: () => number;
  disabled: boolean;
};

/**
 * The outline's sections, in order: each title and note can be edited, a section moved up or
 * down (its buttons, or Alt+↑ / Alt+↓ anywhere in it) or deleted, and sections added before
 * the closing call to action and outro. The focus follows the section it was in.
 */
export function OutlineEditor({ rows, onChange, newKey, disabled }: OutlineEditorProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  /** Where the focus goes once the rows have changed. */
  const focus = useRef<{ key: number; field: Field } | null>(null);

  useEffect(() => {
    const target = focus.current;
    if (target === null) return;
    focus.current = null;
    if (target.field === 'add') return addButton.current?.focus();
    const row = list.current?.querySelector(`[data-row="${target.key}"]`);
    const element = row?.querySelector<HTMLElement>(`[data-field="${target.field}"]`);
    // Moved to the top (or bottom), its Up (or Down) button is off: the title takes the focus.
    if (element instanceof HTMLButtonElement && element.disabled) {
      row?.querySelector<HTMLElement>('[data-field="title"]')?.focus();
    } else element?.focus();
  }, [rows]);

  const move = (index: number, by: -1 | 1, field: Field) => {
    focus.current = { key: rows[index]!.key, field };
    onChange(moveRow(rows, index, by));
  };

  const remove = (index: number) => {
    const next = removeRow(rows, index);
    const neighbour = next[index] ?? next[index - 1];
    focus.current =
      neighbour === undefined ? { key: -1, field: 'add' } : { key: neighbour.key, field: 'delete' };
    onChange(next);
  };

  const add = () => {
    const row: OutlineRow = { key: newKey(), kind: 'body', title: '', note: '' };
    focus.current = { key: row.key, field: 'title' };
    onChange(insertRow(rows, newRowIndex(rows), row));
  };

  /** Alt+↑ / Alt+↓ on any of a section's fields or buttons moves the section. */
  const moveKeys = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const field = event.currentTarget.dataset.field as Field;
    move(index, event.key === 'ArrowUp' ? -1 : 1, field);
  };

  return (
    <div className="space-y-2">
      <p id={hintId} className="text-xs text-studio-ink-muted">
        {t('studio.outline.editHint')}
      </p>
      <ol ref={list} aria-label={t('studio.outline.list')} className="space-y-2">
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            <li
              key={row.key}
              data-row={row.key}
              className="space-y-1.5 rounded-control border border-studio-line bg-studio-bg p-2.5"
            >
              <div className="flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className="w-4 shrink-0 text-right text-xs text-studio-ink-muted"
                >
                  {number}
                </span>
                <input
                  type="text"
                  data-field="title"
                  onKeyDown={moveKeys(index)}
                  value={row.title}
                  maxLength={OUTLINE_TITLE_MAX}
                  disabled={disabled}
                  onChange={(event) =>
                    onChange(updateRow(rows, index, { title: event.target.value }))
                  }
                  aria-label={t('studio.outline.title', { number })}
                  aria-describedby={hintId}
                  placeholder={t('studio.outline.titlePlaceholder')}
                  className={`${fieldClass} min-w-0 flex-1 font-medium`}
                />
                {row.kind !== 'body' && (
                  <span className="shrink-0 text-xs text-brand-300">
                    {t(`studio.sections.kinds.${row.kind}`)}
                  </span>
                )}
              </div>
              <input
                type="text"
                data-field="note"
                onKeyDown={moveKeys(index)}
                value={row.note}
                maxLength={OUTLINE_NOTE_MAX}
                disabled={disabled}
                onChange={(event) => onChange(updateRow(rows, index, { note: event.target.value }))}
                aria-label={t('studio.outline.note', { number })}
                placeholder={t('studio.outline.notePlaceholder')}
                className={`${fieldClass} text-xs`}
              />
              <div className="flex justify-end gap-1">
                <button
                  type="button"
                  data-field="up"
                  onKeyDown={moveKeys(index)}
                  onClick={() => move(index, -1, 'up')}
                  disabled={disabled || index === 0}
                  aria-label={t('studio.outline.up', { number })}
                  aria-keyshortcuts="Alt+ArrowUp"
                  title={t('studio.outline.up', { number })}
                  className={iconButtonClass}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  data-field="down"
                  onKeyDown={moveKeys(index)}
                  onClick={() => move(index, 1, 'down')}
                  disabled={disabled || index === rows.length - 1}
                  aria-label={t('studio.outline.down', { number })}
                  aria-keyshortcuts="Alt+ArrowDown"
                  title={t('studio.outline.down', { number })}
                  className={iconButtonClass}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  data-field="delete"
                  onKeyDown={moveKeys(index)}
                  onClick={() => remove(index)}
                  disabled={disabled}
                  aria-label={t('studio.outline.delete', { number })}
                  title={t('studio.outline.delete', { number })}
                  className={iconButtonClass}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        ref={addButton}
        type="button"
        onClick={add}
        disabled={disabled || !canAddRow(rows)}
        className={secondaryButtonClass}
      >
        <Plus aria-hidden="true" className="size-3.5" />
        {t('studio.outline.add')}
      </button>
    </div>
  );
}
