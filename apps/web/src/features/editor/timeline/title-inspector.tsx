import { DEFAULT_TEXT, findItem, setItemText, TEXT_FONT_SIZE } from '@reelwright/timeline';
import { useTranslation } from 'react-i18next';
import { useEditor, useEditorStore } from '../store/editor-context';

const inputClass =
  'rounded-control border border-studio-line bg-studio-bg px-2 py-1 text-xs text-studio-ink focus-visible:outline-2 focus-visible:outline-brand-400';

/**
 * The selected title's words, size and colour. One editing session (focus to blur) of a field
 * is one undo step, like a drag.
 */
export function TitleInspector() {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const title = useEditor((state) => {
    const item = state.selectedId ? findItem(state.history.document, state.selectedId) : undefined;
    return item?.type === 'text' ? item : undefined;
  });
  if (!title) return null;
  const text = { ...DEFAULT_TEXT, ...title.text };
  const change = (next: Parameters<typeof setItemText>[2]) =>
    store.getState().run((document) => setItemText(document, title.id, next));
  const session = {
    onFocus: () => store.getState().beginGesture(),
    onBlur: () => store.getState().endGesture(),
  };

  return (
    <div
      role="group"
      aria-label={t('timeline.titleTool.group')}
      className="flex min-w-0 flex-1 basis-96 flex-wrap items-center gap-2 px-3 py-1.5 text-xs"
    >
      <label className="flex min-w-0 flex-1 items-center gap-1.5">
        <span className="text-studio-ink-muted">{t('timeline.titleTool.text')}</span>
        <input
          type="text"
          value={text.content}
          maxLength={200}
          className={`${inputClass} min-w-0 flex-1`}
          onChange={(event) => change({ content: event.target.value })}
          {...session}
        />
      </label>
      <label className="flex items-center gap-1.5">
        <span className="text-studio-ink-muted">{t('timeline.titleTool.size')}</span>
        <input
          type="number"
          min={TEXT_FONT_SIZE.min}
          max={TEXT_FONT_SIZE.max}
          value={text.fontSize}
          className={`${inputClass} w-16`}
          onChange={(event) => {
            const value = Number(event.target.value);
            if (event.target.value !== '' && Number.isFinite(value)) change({ fontSize: value });
          }}
          {...session}
        />
      </label>
      <label className="flex items-center gap-1.5">
        <span className="text-studio-ink-muted">{t('timeline.titleTool.colour')}</span>
        <input
          type="color"
          value={text.color}
          className="h-6 w-8 cursor-pointer rounded border border-studio-line bg-transparent"
          onChange={(event) => change({ color: event.target.value })}
          {...session}
        />
      </label>
    </div>
  );
}
