import { loginBodySchema, registerBodySchema } from '@reelwright/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../session/session-provider';
import { authLinkClass } from './auth-card';
import { authErrorMessage } from './auth-error-message';
import { fieldIssues, type FieldIssue } from './field-issues';
import { fieldMessage, focusFirstInvalid, type AuthField } from './field-messages';
import { FormError } from './form-error';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

export type AuthMode = 'signIn' | 'signUp';

type Values = Record<AuthField, string>;

function validate(
  mode: AuthMode,
  { name, email, password }: Values,
): Partial<Record<AuthField, FieldIssue>> {
  return mode === 'signUp'
    ? fieldIssues(registerBodySchema, { name, email, password })
    : fieldIssues(loginBodySchema, { email, password });
}

type AuthFormProps = {
  mode: AuthMode;
  /** Another action on the page (the demo) is running. */
  disabled: boolean;
  onBusyChange: (busy: boolean) => void;
};

/**
 * Sign-in or sign-up. Checks the fields with the contract schemas the server applies; on
 * success the session becomes authenticated and the page moves on. Remount it (a `key`) to
 * switch modes with an empty form.
 */
export function AuthForm({ mode, disabled, onBusyChange }: AuthFormProps) {
  const { t } = useTranslation();
  const { signIn, signUp } = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({ name: '', email: '', password: '' });
  const [checked, setChecked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signingUp = mode === 'signUp';

  const issues = checked ? validate(mode, values) : {};
  const errorOf = (field: AuthField) => {
    const issue = issues[field];
    return issue === undefined ? undefined : fieldMessage(t, field, issue);
  };

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(formRef.current);
  }, [attempt]);

  const change = (field: AuthField) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || disabled) return;
    setChecked(true);
    if (Object.keys(validate(mode, values)).length > 0) {
      setAttempt((count) => count + 1);
      return;
    }
    setBusy(true);
    onBusyChange(true);
    setError(null);
    try {
      if (signingUp) await signUp(values);
      else await signIn({ email: values.email, password: values.password });
      // Signed in: the page leaves for the requested route, unmounting this form.
    } catch (failure) {
      setError(authErrorMessage(failure, t));
      setBusy(false);
      onBusyChange(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {signingUp && (
        <TextField
          label={t('auth.name')}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onValueChange={change('name')}
          error={errorOf('name')}
        />
      )}
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        onValueChange={change('email')}
        error={errorOf('email')}
      />
      <div>
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          required
          value={values.password}
          onValueChange={change('password')}
          error={errorOf('password')}
        />
        {!signingUp && (
          <p className="mt-2 text-right text-sm">
            <Link to="/auth/forgot" className={authLinkClass}>
              {t('auth.forgotPassword')}
            </Link>
          </p>
        )}
      </div>
      <FormError message={error} />
      <SubmitButton
        busy={busy}
        disabled={disabled}
        busyLabel={signingUp ? t('auth.creatingAccount') : t('auth.signingIn')}
      >
        {signingUp ? t('auth.createAccount') : t('auth.signIn')}
      </SubmitButton>
      {signingUp && (
        <p className="text-center text-sm text-ink-muted">
          <Trans
            i18nKey="auth.agreement"
            components={{
              terms: <Link to="/terms-of-use" className={authLinkClass} />,
              privacy: <Link to="/privacy-policy" className={authLinkClass} />,
            }}
          />
        </p>
      )}
    </form>
  );
}
