import { resetPasswordBodySchema } from '@reelwright/contracts';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { resetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { authErrorMessage } from '../components/auth-error-message';
import { fieldIssues } from '../components/field-issues';
import { fieldMessage, focusFirstInvalid } from '../components/field-messages';
import { FormError } from '../components/form-error';
import { PasswordField } from '../components/password-field';
import { primaryButtonClass, SubmitButton } from '../components/submit-button';

type Outcome = { kind: 'done'; message: string } | { kind: 'invalidLink' };

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <>
      <FormError message={t('auth.errors.resetTokenInvalid')} />
      <Link to="/auth/forgot" className={`mt-6 ${primaryButtonClass}`}>
        {t('auth.reset.requestNew')}
      </Link>
    </>
  );
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.reset.documentTitle'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [checked, setChecked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const issues = fieldIssues(resetPasswordBodySchema, { token, password });
  const passwordIssue = issues.password;
  const confirmDiffers = confirm !== password;

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(formRef.current);
  }, [attempt]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    if (passwordIssue !== undefined || confirmDiffers) {
      setAttempt((count) => count + 1);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setOutcome({ kind: 'done', message: await resetPassword({ token, password }) });
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'RESET_TOKEN_INVALID') {
        setOutcome({ kind: 'invalidLink' });
      } else {
        setError(authErrorMessage(failure, t));
      }
    } finally {
      setBusy(false);
    }
  };

  // A link without a token (or a mangled one) is as unusable as an expired one.
  if (outcome?.kind === 'invalidLink' || issues.token !== undefined) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <InvalidLink />
      </AuthCard>
    );
  }
  if (outcome?.kind === 'done') {
    return (
      <AuthCard title={t('auth.reset.doneTitle')}>
        <div
          role="status"
          className="flex gap-3 rounded-control bg-success-50 p-4 text-success-700"
        >
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          <p>{outcome.message}</p>
        </div>
        <Link to="/auth" className={`mt-6 ${primaryButtonClass}`}>
          {t('auth.reset.signIn')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <PasswordField
          label={t('auth.reset.newPassword')}
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            setError(null);
          }}
          error={
            checked && passwordIssue !== undefined
              ? fieldMessage(t, 'password', passwordIssue)
              : undefined
          }
        />
        <PasswordField
          label={t('auth.reset.confirmPassword')}
          name="confirm-password"
          autoComplete="new-password"
          required
          value={confirm}
          onValueChange={(value) => {
            setConfirm(value);
            setError(null);
          }}
          error={checked && confirmDiffers ? t('auth.validation.passwordsDiffer') : undefined}
        />
        <FormError message={error} />
        <SubmitButton busy={busy} busyLabel={t('auth.reset.submitting')}>
          {t('auth.reset.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
