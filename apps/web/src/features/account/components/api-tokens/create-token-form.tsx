import { API_TOKEN_NAME_MAX, createApiTokenBodySchema } from '@reelwright/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyLabel } from '../busy-label';
import { FormFeedback } from '../form-feedback';
import { primaryButtonClass } from '../settings-classes';
import { SettingsField } from '../settings-field';

type CreateTokenFormProps = {
  /** Creates the token; a rejection's text is shown under the form. */
  onCreate: (name: string) => Promise<void>;
  /** Why a new token cannot be made now (the limit), shown instead of the button working. */
  blockedReason: string | null;
  errorMessage: (error: unknown) => string;
};

/** Names and creates a new API token. */
export function CreateTokenForm({ onCreate, blockedReason, errorMessage }: CreateTokenFormProps) {
  const { t } = useTranslation('account');
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blockedReason !== null) {
      setError(blockedReason);
      return;
    }
    const parsed = createApiTokenBodySchema.safeParse({ name });
    if (!parsed.success) {
      setError(
        name.trim() === ''
          ? t('apiTokens.errors.required')
          : t('apiTokens.errors.tooLong', { max: API_TOKEN_NAME_MAX }),
      );
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onCreate(parsed.data.name);
      setName('');
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="max-w-md space-y-4">
      <SettingsField
        label={t('apiTokens.nameLabel')}
        hint={t('apiTokens.nameHint', { max: API_TOKEN_NAME_MAX })}
        value={name}
        onValueChange={setName}
        inputRef={inputRef}
        errorId={error === null ? undefined : errorId}
        autoComplete="off"
        disabled={busy}
      />
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        <BusyLabel busy={busy} label={t('apiTokens.create')} busyLabel={t('apiTokens.creating')} />
      </button>
      <FormFeedback errorId={errorId} error={error} />
    </form>
  );
}
