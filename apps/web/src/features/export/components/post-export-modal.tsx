import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/ui/studio-classes';
import '../export-locales';
import { ModalDialog } from '../../../components/ui/modal-dialog';

export type PostExportModalProps = {
  open: boolean;
  onClose: () => void;
  /** shows 'Create Thumbnail' when given */
  onCreateThumbnail?: () => void;
  /** shows 'Publish' (the Publish panel) when given */
  onPublish?: (() => void) | undefined;
};

/** After a finished export is closed (spec §2): done, and would you like a thumbnail? Or to publish. */
export function PostExportModal({
  open,
  onClose,
  onCreateThumbnail,
  onPublish,
}: PostExportModalProps) {
  const { t } = useTranslation('export');
  const titleId = useId();
  const bodyId = useId();

  return (
    <ModalDialog
      open={open}
      onRequestClose={onClose}
      labelledBy={titleId}
      describedBy={bodyId}
      className="m-auto w-full max-w-md rounded-card border border-studio-line bg-studio-panel p-0 text-studio-ink backdrop:bg-black/60"
    >
      <div className="space-y-4 p-5">
        <h2 id={titleId} className="text-lg font-semibold">
          {t('post.title')}
        </h2>
        <p id={bodyId} className="text-sm text-studio-ink-muted">
          {t('post.question')}
        </p>
        <div className="flex justify-end gap-2">
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            {t('post.no')}
          </button>
          {onPublish && (
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => {
                onClose();
                onPublish();
              }}
            >
              {t('post.publish')}
            </button>
          )}
          {onCreateThumbnail && (
            <button
              type="button"
              className={primaryButtonClass}
              onClick={() => {
                onClose();
                onCreateThumbnail();
              }}
            >
              {t('post.create')}
            </button>
          )}
        </div>
      </div>
    </ModalDialog>
  );
}
