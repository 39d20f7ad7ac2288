import { LoaderCircle, Send } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { StudioDialogHeader } from '../../../components/ui/studio-dialog-header';
import { secondaryButtonClass } from '../../../components/ui/studio-classes';
import type { ThumbnailPorts } from '../hooks/use-project-thumbnails';
import { usePublishDraft, type LoadPack } from '../hooks/use-publish-draft';
import '../publish-locales';
import { PackEditor, type ExportedVideo } from './pack-editor';

export type PublishPanelProps = {
  open: boolean;
  onClose: () => void;
  projectId: string;
  /** the signed-in account: the picked title is kept under its id */
  userId: string;
  /** the video exported in this tab for this project, if any */
  video: ExportedVideo | null;
  /** the timeline's captions as SubRip now, or null when it has none */
  captionsSrt: () => string | null;
  thumbnails: ThumbnailPorts;
  /** POST /api/script/publish-pack unless a test hands in its own */
  loadPack?: LoadPack;
};

/**
 * The Publish panel (issue 26): the project's publish pack — five scored titles, a description
 * with chapters, tags and hashtags — to pick from, edit and copy, and the publish kit to
 * download. Its edits outlive closing the panel; the pack is asked for on the first opening.
 */
export function PublishPanel({
  open,
  onClose,
  projectId,
  userId,
  loadPack,
  ...kit
}: PublishPanelProps) {
  const { t } = useTranslation('publish');
  const titleId = useId();
  const descriptionId = useId();
  const { state, change, pickTitle, retry } = usePublishDraft({
    projectId,
    userId,
    active: open,
    ...(loadPack ? { load: loadPack } : {}),
  });

  return (
    <ModalDialog
      open={open}
      onRequestClose={onClose}
      labelledBy={titleId}
      describedBy={descriptionId}
      className="m-auto max-h-[92dvh] w-full max-w-5xl overflow-y-auto rounded-card border border-studio-line bg-studio-panel p-0 text-studio-ink backdrop:bg-black/60"
    >
      <div data-surface="studio" className="space-y-5 p-5">
        <StudioDialogHeader
          icon={Send}
          titleId={titleId}
          title={t('title')}
          subtitle={t('subtitle')}
          subtitleId={descriptionId}
          closeLabel={t('closeDialog')}
          onClose={onClose}
          className="items-start"
        />
        {state.kind === 'waiting' && (
          <p role="status" className="flex items-center gap-2 py-10 text-studio-ink-muted">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-300" />
            {t('loading')}
          </p>
        )}
        {state.kind === 'failed' && (
          <div role="alert" className="space-y-3 py-6">
            <p className="font-medium">{t('failed')}</p>
            {state.message !== null && (
              <p className="text-sm text-studio-ink-muted">{state.message}</p>
            )}
            <button type="button" className={secondaryButtonClass} onClick={retry}>
              {t('retry')}
            </button>
          </div>
        )}
        {state.kind === 'ready' && (
          <PackEditor
            projectId={projectId}
            pack={state.pack}
            draft={state.draft}
            onChange={change}
            onPickTitle={pickTitle}
            {...kit}
          />
        )}
      </div>
    </ModalDialog>
  );
}
