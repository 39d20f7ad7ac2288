import type { Usage } from '@reelwright/contracts';
import { ImageIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { StudioDialogHeader } from '../../../components/ui/studio-dialog-header';
import '../thumbnails-locales';
import { GeneratorPanel } from './generator-panel';

export type ThumbnailGeneratorProps = {
  open: boolean;
  onClose: () => void;
  /** the studio project the thumbnails belong to (its history strip); else the user's recent ones */
  projectId?: string | undefined;
  /** fills the chat box when the generator opens */
  initialDescription?: string | undefined;
  /** the title picked in the Publish panel: the headline starts with it */
  suggestedHeadline?: string | undefined;
  /** shows 'Save to library'; gets the chosen thumbnail as a PNG file */
  onSaveToLibrary?: ((file: File) => Promise<void>) | undefined;
  /** after a generation was counted, with the user's new usage */
  onUsageChange?: ((usage: Usage) => void) | undefined;
};

/**
 * The AI thumbnail generator, full screen (spec §2): three variations from a chat prompt, made
 * on the server and streamed in as they are ready. Everything inside starts afresh each time it
 * opens; closing cancels a generation under way.
 */
export function ThumbnailGenerator({ open, onClose, ...panel }: ThumbnailGeneratorProps) {
  const { t } = useTranslation('thumbnails');
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onRequestClose={onClose}
      labelledBy={titleId}
      className="m-0 h-dvh max-h-none w-screen max-w-none border-0 bg-studio-panel p-0 text-studio-ink backdrop:bg-black/70"
    >
      <div data-surface="studio" className="flex h-full flex-col">
        <StudioDialogHeader
          icon={ImageIcon}
          titleId={titleId}
          title={t('title')}
          subtitle={t('subtitle')}
          closeLabel={t('closeDialog')}
          onClose={onClose}
          className="items-center border-b border-studio-line px-5 py-3"
        />
        <GeneratorPanel {...panel} onClose={onClose} />
      </div>
    </ModalDialog>
  );
}
