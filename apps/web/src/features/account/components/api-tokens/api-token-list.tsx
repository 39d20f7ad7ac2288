import type { ApiToken } from '@reelwright/contracts';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClass } from '../settings-classes';

type ApiTokenListProps = {
  tokens: ApiToken[];
  onRevoke: (token: ApiToken) => void;
  disabled: boolean;
};

/** The user's active tokens: name, visible prefix, when made and last used, and Revoke. */
export function ApiTokenList({ tokens, onRevoke, disabled }: ApiTokenListProps) {
  const { t, i18n } = useTranslation('account');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <ul
      aria-label={t('apiTokens.listLabel')}
      className="divide-y divide-line rounded-card border border-line"
    >
      {tokens.map((token) => (
        <li key={token.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
          <KeyRound aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words">{token.name}</p>
            <p className="text-sm text-ink-muted">
              <span className="font-mono">{t('apiTokens.prefix', { prefix: token.prefix })}</span>
              {' · '}
              {t('apiTokens.createdOn', { date: date.format(new Date(token.createdAt)) })}
              {' · '}
              {token.lastUsedAt === null
                ? t('apiTokens.neverUsed')
                : t('apiTokens.lastUsed', { date: date.format(new Date(token.lastUsedAt)) })}
            </p>
          </div>
          <button
            type="button"
            onClick={() => onRevoke(token)}
            disabled={disabled}
            aria-label={t('apiTokens.revokeNamed', { name: token.name })}
            className={secondaryButtonClass}
          >
            {t('apiTokens.revoke')}
          </button>
        </li>
      ))}
    </ul>
  );
}
