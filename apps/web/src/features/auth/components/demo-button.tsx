import { LoaderCircle, PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-provider';
import { authErrorMessage } from './auth-error-message';
import { FormError } from './form-error';

type DemoButtonProps = {
  /** The form is submitting. */
  disabled: boolean;
  onBusyChange: (busy: boolean) => void;
};

/** Signs in to a fresh private demo account; the page moves on once the session exists. */
export function DemoButton({ disabled, onBusyChange }: DemoButtonProps) {
  const { t } = useTranslation();
  const { startDemo } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    onBusyChange(true);
    setError(null);
    try {
      await startDemo();
    } catch (failure) {
      setError(authErrorMessage(failure, t));
      setBusy(false);
      onBusyChange(false);
    }
  };

  return (
    <div className="space-y-3">
      <button
        type="button"
        disabled={busy || disabled}
        onClick={() => void start()}
        className="inline-flex w-full items-center justify-center gap-2 rounded-control border border-line-strong bg-surface px-5 py-2.5 font-semibold text-ink hover:bg-surface-sunken disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <PlayCircle aria-hidden="true" className="size-4" />
        )}
        {busy ? t('auth.startingDemo') : t('auth.tryDemo')}
      </button>
      <p className="text-center text-xs text-ink-muted">{t('auth.demoNote')}</p>
      <FormError message={error} />
    </div>
  );
}
