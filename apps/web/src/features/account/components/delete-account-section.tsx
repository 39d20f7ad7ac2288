import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { accountErrorMessage } from '../account-error-message';
import { deleteAccount } from '../api/delete-account';
import { FormFeedback } from './form-feedback';
import { dangerButtonClass } from './settings-classes';
import { SettingsField } from './settings-field';
import { SettingsSection } from './settings-section';

/** The danger zone: deleting the account, confirmed with the password in a dialog. */
export function DeleteAccountSection({
  isDemo,
  onDeleted,
}: {
  isDemo: boolean;
  /** Runs once the server has deleted the account (sign out, leave the page). */
  onDeleted: () => void;
}) {
  const { t } = useTranslation('account');
  const errorId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function close() {
    setOpen(false);
    setPassword('');
    setError(null);
  }

  async function confirm(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    if (!isDemo && password === '') {
      setError(t('danger.errors.passwordRequired'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await deleteAccount(isDemo ? {} : { password });
      onDeleted();
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.code === 'INVALID_CREDENTIALS'
          ? t('danger.errors.wrongPassword')
          : accountErrorMessage(caught, t),
      );
      setBusy(false);
    }
  }

  return (
    <SettingsSection title={t('danger.heading')} description={t('danger.description')} danger>
      <button type="button" onClick={() => setOpen(true)} className={dangerButtonClass}>
        {t('danger.open')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('danger.dialogTitle')}
        confirmLabel={t('danger.confirm')}
        cancelLabel={t('danger.cancel')}
        busy={busy}
        busyLabel={t('danger.deleting')}
        danger
        onConfirm={() => void confirm()}
        onClose={close}
      >
        <p>{isDemo ? t('danger.demoBody') : t('danger.dialogBody')}</p>
        {/* A form, so Enter in the password field confirms as the button does. */}
        <form noValidate onSubmit={(event) => void confirm(event)} className="mt-4 space-y-3">
          {!isDemo && (
            <SettingsField
              label={t('danger.password')}
              type="password"
              value={password}
              onValueChange={setPassword}
              errorId={error === null ? undefined : errorId}
              autoComplete="current-password"
              disabled={busy}
            />
          )}
          <FormFeedback errorId={errorId} error={error} />
        </form>
      </ConfirmDialog>
    </SettingsSection>
  );
}
