import {
  captionText,
  editCaptionText,
  findItem,
  mergeCaptions,
  splitCaption,
} from '@reelwright/timeline';
import { Combine, Scissors } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor, useEditorStore } from '../store/editor-context';

const inputClass =
  'rounded-control border border-studio-line bg-studio-bg px-2 py-1 text-xs text-studio-ink focus-visible:outline-2 focus-visible:outline-brand-400';
const buttonClass =
  'inline-flex items-center gap-1 rounded-control px-2 py-1 text-xs font-medium text-studio-ink hover:bg-studio-raised disabled:cursor-not-allowed disabled:opacity-40';

const newId = () => `caption-${crypto.randomUUID()}`;

/**
 * The selected caption's words, split at the playhead and merge with the next. The text applies
 * on Enter or when the field loses focus (one undo step; unchanged words keep their times);
 * Escape puts back what it was.
 */
export function CaptionInspector() {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const caption = useEditor((state) => {
    const item = state.selectedId ? findItem(state.history.document, state.selectedId) : undefined;
    return item?.type === 'caption' ? item : undefined;
  });
  const canSplit = useEditor((state) =>
    caption
      ? splitCaption(state.history.document, caption.id, { time: state.playhead }, { newId })
          .undo !== null
      : false,
  );
  const canMerge = useEditor((state) =>
    caption ? mergeCaptions(state.history.document, caption.id).undo !== null : false,
  );
  if (!caption) return null;
  const text = captionText(caption);

  return (
    <div
      role="group"
      aria-label={t('timeline.captionTool.group')}
      className="flex min-w-0 flex-1 basis-96 flex-wrap items-center gap-2 px-3 py-1.5 text-xs"
    >
      {/* Keyed by the text: an undo or another caption starts a fresh draft. */}
      <CaptionTextField key={`${caption.id}:${text}`} itemId={caption.id} text={text} />
      <button
        type="button"
        className={buttonClass}
        aria-label={t('timeline.captionTool.split')}
        title={t('timeline.captionTool.split')}
        disabled={!canSplit}
        onClick={() =>
          store
            .getState()
            .run((document) =>
              splitCaption(document, caption.id, { time: store.getState().playhead }, { newId }),
            )
        }
      >
        <Scissors aria-hidden="true" className="size-3.5" />
        {t('timeline.captionTool.splitShort')}
      </button>
      <button
        type="button"
        className={buttonClass}
        aria-label={t('timeline.captionTool.merge')}
        title={t('timeline.captionTool.merge')}
        disabled={!canMerge}
        onClick={() => store.getState().run((document) => mergeCaptions(document, caption.id))}
      >
        <Combine aria-hidden="true" className="size-3.5" />
        {t('timeline.captionTool.mergeShort')}
      </button>
    </div>
  );
}

function CaptionTextField({ itemId, text }: { itemId: string; text: string }) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const [draft, setDraft] = useState(text);
  const apply = () => {
    if (draft.trim() === '') setDraft(text);
    else store.getState().run((document) => editCaptionText(document, itemId, draft));
  };
  return (
    <label className="flex min-w-0 flex-1 items-center gap-1.5">
      <span className="text-studio-ink-muted">{t('timeline.captionTool.text')}</span>
      <input
        type="text"
        value={draft}
        maxLength={2000}
        className={`${inputClass} min-w-0 flex-1`}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          // The timeline's shortcuts (Delete, S, arrows) must not act while typing here.
          event.stopPropagation();
          if (event.key === 'Enter') apply();
          if (event.key === 'Escape') setDraft(text);
        }}
      />
    </label>
  );
}
