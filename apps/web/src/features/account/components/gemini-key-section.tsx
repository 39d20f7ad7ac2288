import { geminiKeyBodySchema } from '@reelwright/contracts';
import { KeyRound } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteData } from '../../../lib/use-remote-data';
import { accountErrorMessage } from '../account-error-message';
import { deleteGeminiKey } from '../api/delete-gemini-key';
import { getGeminiKeyStatus } from '../api/get-gemini-key-status';
import { saveGeminiKey } from '../api/save-gemini-key';
import { BusyLabel } from './busy-label';
import { FormFeedback } from './form-feedback';
import { LoadStatus } from './load-status';
import { primaryButtonClass, secondaryButtonClass } from './settings-classes';
import { SettingsField } from './settings-field';
import { SettingsSection } from './settings-section';

/**
 * The user's own Gemini key for AI thumbnails. The browser sends it once, to our server; what
 * comes back is only whether one is saved and its last 4 characters.
 */
export function GeminiKeySection() {
  const { t } = useTranslation('account');
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { remote: load, retry, replace } = useRemoteData(getGeminiKeyStatus);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState<'saving' | 'deleting' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSuccess(null);
    const parsed = geminiKeyBodySchema.safeParse({ apiKey: value });
    if (!parsed.success) {
      setError(value.trim() === '' ? t('gemini.errors.required') : t('gemini.errors.invalid'));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setBusy('saving');
    try {
      const status = await saveGeminiKey(parsed.data.apiKey);
      setValue('');
      replace(() => status);
      setSuccess(t('gemini.savedStatus'));
    } catch (caught) {
      setError(accountErrorMessage(caught, t));
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setSuccess(null);
    setError(null);
    setBusy('deleting');
    try {
      const status = await deleteGeminiKey();
      replace(() => status);
      setSuccess(t('gemini.deletedStatus'));
    } catch (caught) {
      setError(accountErrorMessage(caught, t));
    } finally {
      setBusy(null);
    }
  }

  return (
    <SettingsSection title={t('gemini.heading')} description={t('gemini.description')}>
      <LoadStatus
        remote={load}
        loadingText={t('gemini.loading')}
        failedText={t('gemini.loadFailed')}
        retryText={t('gemini.retry')}
        onRetry={retry}
      />
      {load.state === 'ready' && (
        <div className="max-w-md space-y-4">
          <p className="text-sm text-ink-muted">
            {load.data.serverKey ? t('gemini.serverKey') : t('gemini.noServerKey')}
          </p>
          {load.data.saved ? (
            <div className="flex flex-wrap items-center gap-3">
              <span className="inline-flex items-center gap-2 rounded-control bg-surface-sunken px-3 py-2 font-mono text-sm">
                <KeyRound aria-hidden="true" className="size-4 text-ink-muted" />
                {t('gemini.savedAs', { last4: load.data.last4 ?? '' })}
              </span>
              <button
                type="button"
                onClick={() => void remove()}
                disabled={busy !== null}
                className={secondaryButtonClass}
              >
                <BusyLabel
                  busy={busy === 'deleting'}
                  label={t('gemini.delete')}
                  busyLabel={t('gemini.deleting')}
                />
              </button>
            </div>
          ) : (
            <form noValidate onSubmit={(event) => void save(event)} className="space-y-4">
              <SettingsField
                label={t('gemini.label')}
                type="password"
                value={value}
                onValueChange={(next) => {
                  setValue(next);
                  setSuccess(null);
                }}
                inputRef={inputRef}
                errorId={error === null ? undefined : errorId}
                autoComplete="off"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                disabled={busy !== null}
              />
              <button type="submit" disabled={busy !== null} className={primaryButtonClass}>
                <BusyLabel
                  busy={busy === 'saving'}
                  label={t('gemini.save')}
                  busyLabel={t('gemini.saving')}
                />
              </button>
            </form>
          )}
          <FormFeedback errorId={errorId} error={error} success={success} />
        </div>
      )}
    </SettingsSection>
  );
}
