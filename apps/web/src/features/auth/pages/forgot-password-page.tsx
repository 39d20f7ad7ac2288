import { forgotPasswordBodySchema } from '@reelwright/contracts';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { requestPasswordReset } from '../api/request-password-reset';
import { AuthCard, authLinkClass } from '../components/auth-card';
import { authErrorMessage } from '../components/auth-error-message';
import { fieldIssues } from '../components/field-issues';
import { fieldMessage, focusFirstInvalid } from '../components/field-messages';
import { FormError } from '../components/form-error';
import { SubmitButton } from '../components/submit-button';
import { TextField } from '../components/text-field';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgot.documentTitle'));
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const issue = checked ? fieldIssues(forgotPasswordBodySchema, { email }).email : undefined;

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(formRef.current);
  }, [attempt]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    if (fieldIssues(forgotPasswordBodySchema, { email }).email !== undefined) {
      setAttempt((count) => count + 1);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setSent(await requestPasswordReset({ email }));
    } catch (failure) {
      setError(authErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  const backToSignIn = (
    <p className="mt-6 text-center text-sm">
      <Link to="/auth" className={authLinkClass}>
        {t('auth.forgot.backToSignIn')}
      </Link>
    </p>
  );

  if (sent !== null) {
    return (
      <AuthCard title={t('auth.forgot.checkInbox')}>
        <div
          role="status"
          className="flex gap-3 rounded-control bg-success-50 p-4 text-success-700"
        >
          <MailCheck aria-hidden="true" className="size-5 shrink-0" />
          <p>{sent}</p>
        </div>
        {backToSignIn}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            setError(null);
          }}
          error={issue === undefined ? undefined : fieldMessage(t, 'email', issue)}
        />
        <FormError message={error} />
        <SubmitButton busy={busy} busyLabel={t('auth.forgot.submitting')}>
          {t('auth.forgot.submit')}
        </SubmitButton>
      </form>
      {backToSignIn}
    </AuthCard>
  );
}
