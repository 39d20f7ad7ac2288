import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButtonClass, secondaryButtonClass } from '../settings-classes';

type NewTokenNoticeProps = {
  name: string;
  /** The token in clear: the server sends it once and it lives only in this component. */
  secret: string;
  onDone: () => void;
};

/** The one time a new token is shown: copy it, then it is gone. */
export function NewTokenNotice({ name, secret, onDone }: NewTokenNoticeProps) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const fieldId = useId();
  const warningId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  // Focus moves here so a screen reader user hears the warning before anything else.
  useEffect(() => headingRef.current?.focus(), []);

  async function copyToken() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  const example = `curl -H "Authorization: Bearer ${secret}" ${window.location.origin}/api/projects`;

  return (
    <div
      role="region"
      aria-labelledby={titleId}
      className="space-y-3 rounded-card border border-success-600/30 bg-success-50 p-4"
    >
      <h3 id={titleId} ref={headingRef} tabIndex={-1} className="font-semibold text-ink">
        {t('apiTokens.createdTitle', { name })}
      </h3>
      <p id={warningId} className="flex items-start gap-2 text-sm font-medium text-warning-700">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('apiTokens.createdWarning')}
      </p>
      <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
        {t('apiTokens.secretLabel')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={fieldId}
          readOnly
          value={secret}
          aria-describedby={warningId}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-control border border-line-strong bg-surface px-3 py-2 font-mono text-sm"
        />
        <button type="button" onClick={() => void copyToken()} className={secondaryButtonClass}>
          {copy === 'copied' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copy === 'copied' ? t('apiTokens.copied') : t('apiTokens.copy')}
        </button>
      </div>
      <div role="status" className="text-sm">
        {copy === 'failed' && <p className="text-danger-700">{t('apiTokens.copyFailed')}</p>}
      </div>
      <p className="text-sm text-ink-muted">{t('apiTokens.usageHint')}</p>
      <pre className="rounded-control bg-surface-sunken px-3 py-2 text-xs break-all whitespace-pre-wrap">
        <code>{example}</code>
      </pre>
      <button type="button" onClick={onDone} className={primaryButtonClass}>
        {t('apiTokens.done')}
      </button>
    </div>
  );
}
