import {
  ClipboardPaste,
  Copy,
  Layers,
  Magnet,
  Music,
  PlusCircle,
  Redo2,
  Scissors,
  Trash2,
  Type,
  Undo2,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor, useEditorStore } from '../store/editor-context';
import { editorCanRedo, editorCanUndo } from '../store/editor-store';
import { FreezeFrameButton } from '../speed/freeze-frame-button';

const toolClass =
  'inline-flex items-center gap-1.5 rounded-control px-2 py-1.5 text-xs font-medium text-studio-ink hover:bg-studio-raised disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:bg-brand-600/40';

function Tool({
  label,
  icon,
  onClick,
  disabled = false,
  pressed,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      className={toolClass}
      onClick={onClick}
      disabled={disabled}
      aria-pressed={pressed}
      title={label}
    >
      {icon}
      <span className="max-xl:sr-only">{label}</span>
    </button>
  );
}

export function TimelineToolbar() {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const hasSelection = useEditor((state) => state.selectedId !== null);
  const hasCopy = useEditor((state) => state.copied !== null);
  const canUndo = useEditor(editorCanUndo);
  const canRedo = useEditor(editorCanRedo);
  const snapping = useEditor((state) => state.snapping);
  const dragging = useEditor((state) => state.draggedFile !== null);
  const act = store.getState();
  const icon = 'size-4';

  return (
    <div
      role="toolbar"
      aria-label={t('timeline.toolbar.label')}
      className="flex flex-wrap items-center gap-0.5 border-b border-studio-line px-2 py-1 will-change-transform"
    >
      <Tool
        label={t('timeline.toolbar.addOverlayTrack')}
        icon={<Layers aria-hidden="true" className={icon} />}
        onClick={() => act.addTrack('overlay')}
      />
      <Tool
        label={t('timeline.toolbar.addAudioTrack')}
        icon={<Music aria-hidden="true" className={icon} />}
        onClick={() => act.addTrack('audio')}
      />
      <Tool
        label={t('timeline.toolbar.addTitle')}
        icon={<Type aria-hidden="true" className={icon} />}
        onClick={() => act.addTitle(t('timeline.titleTool.default'))}
      />
      {dragging && (
        <div
          className="inline-flex items-center gap-1.5 rounded-control border border-dashed border-brand-400 px-2 py-1.5 text-xs text-brand-200"
          onDragOver={(event) => {
            event.preventDefault();
            event.dataTransfer.dropEffect = 'copy';
          }}
          onDrop={(event) => {
            event.preventDefault();
            const state = store.getState();
            const file = state.draggedFile;
            state.cancelLibraryDrag();
            if (file) state.addFile(file);
          }}
        >
          <PlusCircle aria-hidden="true" className={icon} />
          {t('timeline.toolbar.addAtPlayhead')}
        </div>
      )}
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-studio-line" />
      <Tool
        label={t('timeline.toolbar.split')}
        icon={<Scissors aria-hidden="true" className={icon} />}
        onClick={act.splitSelected}
        disabled={!hasSelection}
      />
      <FreezeFrameButton />
      <Tool
        label={t('timeline.toolbar.copy')}
        icon={<Copy aria-hidden="true" className={icon} />}
        onClick={act.copySelected}
        disabled={!hasSelection}
      />
      <Tool
        label={t('timeline.toolbar.paste')}
        icon={<ClipboardPaste aria-hidden="true" className={icon} />}
        onClick={act.paste}
        disabled={!hasCopy}
      />
      <Tool
        label={t('timeline.toolbar.delete')}
        icon={<Trash2 aria-hidden="true" className={icon} />}
        onClick={act.deleteSelected}
        disabled={!hasSelection}
      />
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-studio-line" />
      <Tool
        label={t('timeline.toolbar.undo')}
        icon={<Undo2 aria-hidden="true" className={icon} />}
        onClick={act.undo}
        disabled={!canUndo}
      />
      <Tool
        label={t('timeline.toolbar.redo')}
        icon={<Redo2 aria-hidden="true" className={icon} />}
        onClick={act.redo}
        disabled={!canRedo}
      />
      <Tool
        label={t('timeline.toolbar.snapping')}
        icon={<Magnet aria-hidden="true" className={icon} />}
        onClick={() => act.setSnapping(!snapping)}
        pressed={snapping}
      />
    </div>
  );
}
