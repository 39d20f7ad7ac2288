import { findItem, itemEnd } from '@reelwright/timeline';
import { Snowflake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useEditor, useEditorStore } from '../store/editor-context';

const toolClass =
  'inline-flex items-center gap-1.5 rounded-control px-2 py-1.5 text-xs font-medium text-studio-ink hover:bg-studio-raised disabled:cursor-not-allowed disabled:opacity-40';

/** The toolbar's 'Freeze frame' (Shift+F): enabled while a selected video is under the playhead. */
export function FreezeFrameButton() {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const enabled = useEditor((state) => {
    const item = state.selectedId ? findItem(state.history.document, state.selectedId) : undefined;
    return (
      item?.type === 'videos' && state.playhead >= item.startTime && state.playhead < itemEnd(item)
    );
  });
  return (
    <button
      type="button"
      className={toolClass}
      disabled={!enabled}
      title={t('speed.freeze.hint')}
      aria-keyshortcuts="Shift+F"
      onClick={() => store.getState().freezeSelected()}
    >
      <Snowflake aria-hidden="true" className="size-4" />
      <span className="max-xl:sr-only">{t('speed.freeze.button')}</span>
    </button>
  );
}
