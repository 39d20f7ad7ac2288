import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { checkoutPathFor, signUpIntentOf } from '../../../lib/sign-up-link';
import { AuthCard } from '../components/auth-card';
import { AuthForm, type AuthMode } from '../components/auth-form';
import { DemoButton } from '../components/demo-button';
import { useReturnPath } from '../hooks/use-return-path';
import { useSession } from '../session/session-provider';

export default function AuthPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  const returnPath = useReturnPath();
  const { state, search } = useLocation();
  // Every 'Start free' link opens sign-up (`?mode=signup`), a paid plan's with the plan to buy.
  const intent = signUpIntentOf(search);
  const continueTo = intent.chosen === null ? returnPath : checkoutPathFor(intent.chosen);
  const [mode, setMode] = useState<AuthMode>(() =>
    intent.signUp || (state as { signUp?: unknown } | null)?.signUp === true ? 'signUp' : 'signIn',
  );
  const [busy, setBusy] = useState<'form' | 'demo' | null>(null);
  // Remounting the form and the demo button on a mode switch clears their fields and errors.
  const [round, setRound] = useState(0);
  const signingUp = mode === 'signUp';
  useDocumentTitle(signingUp ? t('auth.signUpDocumentTitle') : t('auth.signInDocumentTitle'));

  // A successful sign-in lands here too: the session is authenticated, so move on, replacing
  // the sign-in page in history. An account this form just created is greeted as new.
  if (status === 'authenticated') {
    const newAccount = signingUp && busy === 'form';
    return <Navigate to={continueTo} replace state={newAccount ? { newAccount } : undefined} />;
  }
  if (status === 'loading') return <LoadingScreen />;

  const switchMode = () => {
    setMode(signingUp ? 'signIn' : 'signUp');
    setRound((value) => value + 1);
  };

  return (
    <AuthCard
      title={signingUp ? t('auth.signUpTitle') : t('auth.signInTitle')}
      subtitle={signingUp ? t('auth.signUpSubtitle') : t('auth.signInSubtitle')}
    >
      <AuthForm
        key={`form-${round}`}
        mode={mode}
        disabled={busy === 'demo'}
        onBusyChange={(value) => setBusy(value ? 'form' : null)}
      />
      <div className="my-6 flex items-center gap-3 text-sm text-ink-muted">
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
        {t('auth.or')}
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
      </div>
      <DemoButton
        key={`demo-${round}`}
        disabled={busy === 'form'}
        onBusyChange={(value) => setBusy(value ? 'demo' : null)}
      />
      <p className="mt-6 text-center text-sm text-ink-muted">
        {signingUp ? t('auth.haveAccount') : t('auth.noAccount')}{' '}
        <button
          type="button"
          onClick={switchMode}
          disabled={busy !== null}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline disabled:opacity-60"
        >
          {signingUp ? t('auth.switchToSignIn') : t('auth.switchToSignUp')}
        </button>
      </p>
    </AuthCard>
  );
}
