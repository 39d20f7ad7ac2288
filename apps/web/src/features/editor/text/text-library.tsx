import { Type } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../store/editor-context';
import { addTitle, TITLE_DRAG_TYPE, TITLE_KINDS, type TitleKind } from './add-title';

const tileClass =
  'flex min-w-0 items-center gap-1.5 rounded-control border border-studio-line bg-studio-bg px-2 py-1.5 text-left text-xs font-medium text-studio-ink hover:bg-studio-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 cursor-grab active:cursor-grabbing';

/**
 * The Text section beside the library: a plain title and the three presets. A click adds one at
 * the playhead; a drag drops it onto an overlay track. One undo step either way.
 */
export function TextLibrary() {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const nameOf = (kind: TitleKind) =>
    kind === 'plain' ? t('text.library.plain') : t(`text.presets.names.${kind}`);
  const draftOf = (kind: TitleKind) => ({ kind, content: t(`text.library.defaults.${kind}`) });
  return (
    <section aria-labelledby="text-library-heading" className="flex flex-col gap-2 px-3 pb-3">
      <h3
        id="text-library-heading"
        className="flex items-center gap-1.5 text-xs font-semibold text-studio-ink-muted uppercase"
      >
        <Type aria-hidden="true" className="size-3.5" />
        {t('text.library.heading')}
      </h3>
      <p className="sr-only" id="text-library-hint">
        {t('text.library.hint')}
      </p>
      <div className="grid grid-cols-2 gap-1">
        {TITLE_KINDS.map((kind) => (
          // A div, not a <button>: Firefox will not drag a button.
          <div
            key={kind}
            role="button"
            tabIndex={0}
            draggable
            aria-label={t('text.library.add', { name: nameOf(kind) })}
            aria-describedby="text-library-hint"
            title={t('text.library.hint')}
            data-title-kind={kind}
            className={tileClass}
            onClick={() => addTitle(store, draftOf(kind), store.getState().playhead)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              addTitle(store, draftOf(kind), store.getState().playhead);
            }}
            onDragStart={(event) => {
              event.dataTransfer.setData(TITLE_DRAG_TYPE, JSON.stringify(draftOf(kind)));
              event.dataTransfer.effectAllowed = 'copy';
            }}
          >
            <span className="truncate">{nameOf(kind)}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
