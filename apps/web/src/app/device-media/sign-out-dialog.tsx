import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/ui/modal-dialog';

type SignOutDialogProps = {
  open: boolean;
  /** which choice is being carried out (buttons disabled, Esc ignored) */
  busy: 'keep' | 'delete' | null;
  onKeep: () => void;
  onDelete: () => void;
  onCancel: () => void;
};

const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-control px-4 py-2 text-sm font-semibold disabled:opacity-60';

/**
 * Signing out of an account whose media library this browser holds: keep it for next time, or
 * delete it from this device. Focus starts on Cancel, the choice that changes nothing.
 */
export function SignOutDialog({ open, busy, onKeep, onDelete, onCancel }: SignOutDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const working = busy !== null;

  return (
    <ModalDialog
      open={open}
      onRequestClose={() => {
        if (!working) onCancel();
      }}
      labelledBy={titleId}
      describedBy={bodyId}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-card border border-line bg-surface p-6 text-ink shadow-card backdrop:bg-ink/50"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t('signOutDialog.title')}
      </h2>
      <div id={bodyId} className="mt-2 space-y-2 text-sm text-ink-muted">
        <p>{t('signOutDialog.body')}</p>
        <p>{t('signOutDialog.shared')}</p>
      </div>
      <p role="status" className="sr-only">
        {working ? t('signOutDialog.working') : ''}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          disabled={working}
          onClick={onCancel}
          className={`${buttonBase} border border-line-strong hover:bg-surface-sunken`}
        >
          {t('signOutDialog.cancel')}
        </button>
        <button
          type="button"
          disabled={working}
          onClick={onDelete}
          className={`${buttonBase} bg-danger-600 text-white hover:bg-danger-700`}
        >
          {busy === 'delete' && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {t('signOutDialog.delete')}
        </button>
        <button
          type="button"
          disabled={working}
          onClick={onKeep}
          className={`${buttonBase} bg-brand-600 text-white hover:bg-brand-700`}
        >
          {busy === 'keep' && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {t('signOutDialog.keep')}
        </button>
      </div>
    </ModalDialog>
  );
}
