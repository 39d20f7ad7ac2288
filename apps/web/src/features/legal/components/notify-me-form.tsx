import { notifyBodySchema, type NotifySource } from '@reelwright/contracts';
import { CheckCircle2, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { notifyMe } from '../api/notify-me';

/** How long the thank-you stays before the form comes back (spec: 3 s). */
export const THANK_YOU_MS = 3000;

type Problem = 'required' | 'invalid' | 'rateLimited' | 'failed';

/** 'Notify Me': an email, checked here with the server's own schema, then stored once. */
export function NotifyMeForm({ source }: { source: NotifySource }) {
  const { t } = useTranslation('legal');
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [thanked, setThanked] = useState(false);

  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(() => setThanked(false), THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [thanked]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = notifyBodySchema.safeParse({ email, source });
    if (!parsed.success) {
      setProblem(email.trim() === '' ? 'required' : 'invalid');
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await notifyMe(parsed.data);
      setEmail('');
      setThanked(true);
    } catch (caught) {
      setProblem(caught instanceof ApiError && caught.status === 429 ? 'rateLimited' : 'failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-md">
      <div role="status">
        {thanked && (
          <p className="flex items-center justify-center gap-2 rounded-control border border-success-600/30 bg-success-50 px-4 py-3 font-medium text-success-700">
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
            {t('terms.notify.thanks')}
          </p>
        )}
      </div>
      {!thanked && (
        <form noValidate onSubmit={(event) => void submit(event)} className="text-left">
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
            {t('terms.notify.label')}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              ref={inputRef}
              id={inputId}
              type="email"
              required
              autoComplete="email"
              placeholder={t('terms.notify.placeholder')}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setProblem(null);
              }}
              aria-invalid={problem === 'required' || problem === 'invalid'}
              aria-describedby={problem === null ? undefined : errorId}
              disabled={busy}
              className="block w-full min-w-0 flex-1 rounded-control border border-line-strong bg-surface px-3.5 py-2.5 text-ink placeholder:text-ink-muted/80 aria-invalid:border-danger-600 disabled:bg-surface-sunken"
            />
            <button
              type="submit"
              disabled={busy}
              className="inline-flex items-center justify-center gap-2 rounded-control bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <Send aria-hidden="true" className="size-4" />
              {busy ? t('terms.notify.sending') : t('terms.notify.submit')}
            </button>
          </div>
          <div role="alert" id={errorId}>
            {problem !== null && (
              <p className="mt-2 text-sm font-medium text-danger-700">
                {t(`terms.notify.errors.${problem}`)}
              </p>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
