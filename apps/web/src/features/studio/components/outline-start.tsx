import type { OutlineSection } from '@reelwright/contracts';
import { ChevronDown, ListOrdered, LoaderCircle, RefreshCw, Wand2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiAction } from '../ai-failure-toast';
import { isWritable } from '../outline-rows';
import { OutlineEditor, type OutlineRow } from './outline-editor';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/ui/studio-classes';

type OutlineStartProps = {
  /** The brief has a topic, so an outline can be made. */
  hasTopic: boolean;
  busy: AiAction | null;
  /** Asks for an outline; null when that failed (the user has been told why). */
  onMake: () => Promise<OutlineSection[] | null>;
  /** Writes the script following the outline's sections in order. */
  onWrite: (outline: OutlineSection[]) => void;
};

/**
 * The form's optional way in: an outline of sections first, edited and reordered, and then the
 * script written from it.
 */
export function OutlineStart({ hasTopic, busy, onMake, onWrite }: OutlineStartProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<OutlineRow[] | null>(null);
  const lastKey = useRef(0);
  const newKey = () => (lastKey.current += 1);
  const working = busy !== null;

  const make = async () => {
    const outline = await onMake();
    if (outline !== null) setRows(outline.map((section) => ({ ...section, key: newKey() })));
  };

  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={panelId}
        className={`${secondaryButtonClass} w-full justify-between`}
      >
        <span className="inline-flex items-center gap-1.5">
          <ListOrdered aria-hidden="true" className="size-3.5" />
          {t('studio.outline.toggle')}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!open} className="space-y-3">
        <p className="text-xs text-studio-ink-muted">{t('studio.outline.hint')}</p>
        {rows !== null && (
          <OutlineEditor rows={rows} onChange={setRows} newKey={newKey} disabled={working} />
        )}
        <div className="flex flex-wrap gap-2">
          {rows !== null && (
            <button
              type="button"
              onClick={() => onWrite(rows.map(({ key: _key, ...section }) => section))}
              disabled={!hasTopic || working || !isWritable(rows)}
              className={`${primaryButtonClass} flex-1`}
            >
              <Wand2 aria-hidden="true" className="size-4" />
              {t('studio.outline.write')}
            </button>
          )}
          <button
            type="button"
            onClick={() => void make()}
            disabled={!hasTopic || working}
            aria-busy={busy === 'outline'}
            className={secondaryButtonClass}
          >
            {busy === 'outline' ? (
              <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
            ) : (
              <RefreshCw aria-hidden="true" className="size-3.5" />
            )}
            {busy === 'outline'
              ? t('studio.outline.making')
              : rows === null
                ? t('studio.outline.make')
                : t('studio.outline.remake')}
          </button>
        </div>
        {rows !== null && !isWritable(rows) && (
          <p className="text-xs text-studio-ink-muted">{t('studio.outline.needsTitles')}</p>
        )}
      </div>
    </div>
  );
}
