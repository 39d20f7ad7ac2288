import { NAME_MAX, type User } from '@reelwright/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountErrorMessage } from '../account-error-message';
import { updateAccount } from '../api/update-account';
import { BusyLabel } from './busy-label';
import { FormFeedback } from './form-feedback';
import { primaryButtonClass } from './settings-classes';
import { SettingsField } from './settings-field';
import { SettingsSection } from './settings-section';

export function DisplayNameSection({
  name,
  onSaved,
}: {
  name: string;
  onSaved: (user: User) => void;
}) {
  const { t } = useTranslation('account');
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSuccess(null);
    const trimmed = value.trim();
    const problem =
      trimmed === ''
        ? t('profile.errors.required')
        : trimmed.length > NAME_MAX
          ? t('profile.errors.tooLong', { max: NAME_MAX })
          : null;
    setError(problem);
    if (problem !== null) {
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const user = await updateAccount({ name: trimmed });
      setValue(user.name);
      onSaved(user);
      setSuccess(t('profile.saved'));
    } catch (caught) {
      setError(accountErrorMessage(caught, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection title={t('profile.heading')} description={t('profile.description')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <SettingsField
          label={t('profile.label')}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            setSuccess(null);
          }}
          inputRef={inputRef}
          errorId={error === null ? undefined : errorId}
          autoComplete="name"
          maxLength={NAME_MAX + 20}
          disabled={busy}
          className="max-w-md"
        />
        <FormFeedback errorId={errorId} error={error} success={success} />
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          <BusyLabel busy={busy} label={t('profile.save')} busyLabel={t('profile.saving')} />
        </button>
      </form>
    </SettingsSection>
  );
}
