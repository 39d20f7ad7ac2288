import { PASSWORD_MAX, PASSWORD_MIN } from '@reelwright/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { accountErrorMessage } from '../account-error-message';
import { changePassword } from '../api/change-password';
import { BusyLabel } from './busy-label';
import { FormFeedback } from './form-feedback';
import { primaryButtonClass } from './settings-classes';
import { SettingsField } from './settings-field';
import { SettingsSection } from './settings-section';

type Field = 'current' | 'next' | 'confirm';
const EMPTY: Record<Field, string> = { current: '', next: '', confirm: '' };

export function PasswordSection({ isDemo }: { isDemo: boolean }) {
  const { t } = useTranslation('account');
  const errorId = useId();
  const refs = {
    current: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };
  const [values, setValues] = useState(EMPTY);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: Field | null; message: string } | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  if (isDemo) {
    return (
      <SettingsSection title={t('password.heading')}>
        <p className="text-sm text-ink-muted">{t('password.demo')}</p>
      </SettingsSection>
    );
  }

  /** The first thing wrong, checked in the order of the fields. */
  function problem(): { field: Field; message: string } | null {
    if (values.current === '')
      return { field: 'current', message: t('password.errors.currentRequired') };
    if (values.next.length < PASSWORD_MIN)
      return { field: 'next', message: t('password.errors.tooShort', { min: PASSWORD_MIN }) };
    if (values.next.length > PASSWORD_MAX)
      return { field: 'next', message: t('password.errors.tooLong', { max: PASSWORD_MAX }) };
    if (values.next === values.current)
      return { field: 'next', message: t('password.errors.same') };
    if (values.confirm !== values.next)
      return { field: 'confirm', message: t('password.errors.mismatch') };
    return null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSuccess(null);
    const found = problem();
    setError(found);
    if (found !== null) {
      refs[found.field].current?.focus();
      return;
    }
    setBusy(true);
    try {
      await changePassword({ currentPassword: values.current, newPassword: values.next });
      setValues(EMPTY);
      setSuccess(t('password.changed'));
    } catch (caught) {
      const wrongCurrent = caught instanceof ApiError && caught.code === 'INVALID_CREDENTIALS';
      setError({
        field: wrongCurrent ? 'current' : null,
        message: wrongCurrent ? t('password.errors.wrongCurrent') : accountErrorMessage(caught, t),
      });
      if (wrongCurrent) refs.current.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Field, label: string, autoComplete: string) => (
    <SettingsField
      label={label}
      type={shown ? 'text' : 'password'}
      value={values[name]}
      onValueChange={(value) => {
        setValues((previous) => ({ ...previous, [name]: value }));
        setSuccess(null);
      }}
      inputRef={refs[name]}
      errorId={error?.field === name ? errorId : undefined}
      autoComplete={autoComplete}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      disabled={busy}
    />
  );

  return (
    <SettingsSection title={t('password.heading')} description={t('password.description')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="max-w-md space-y-4">
        {field('current', t('password.current'), 'current-password')}
        {field('next', t('password.new'), 'new-password')}
        {field('confirm', t('password.confirm'), 'new-password')}
        <label className="flex items-center gap-2 text-sm text-ink-muted">
          <input
            type="checkbox"
            checked={shown}
            onChange={(event) => setShown(event.target.checked)}
            className="size-4 rounded border-line-strong"
          />
          {t('password.show')}
        </label>
        <FormFeedback errorId={errorId} error={error?.message ?? null} success={success} />
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          <BusyLabel busy={busy} label={t('password.save')} busyLabel={t('password.saving')} />
        </button>
      </form>
    </SettingsSection>
  );
}
