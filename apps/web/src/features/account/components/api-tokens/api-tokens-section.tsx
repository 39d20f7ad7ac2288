import { API_TOKENS_MAX_ACTIVE, type ApiToken } from '@reelwright/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteData } from '../../../../lib/use-remote-data';
import { accountErrorMessage } from '../../account-error-message';
import { createApiToken } from '../../api/create-api-token';
import { listApiTokens } from '../../api/list-api-tokens';
import { revokeApiToken } from '../../api/revoke-api-token';
import { FormFeedback } from '../form-feedback';
import { LoadStatus } from '../load-status';
import { SettingsSection } from '../settings-section';
import { ApiAccessOffer } from './api-access-offer';
import { ApiTokenList } from './api-token-list';
import { CreateTokenForm } from './create-token-form';
import { NewTokenNotice } from './new-token-notice';
import { RevokeTokenDialog } from './revoke-token-dialog';

/**
 * Personal API tokens (Pro): create one (shown once), see the active ones, revoke. Other plans
 * see what tokens offer; tokens kept from an earlier Pro period are listed, paused, to revoke.
 */
export function ApiTokensSection({ isPro }: { isPro: boolean }) {
  const { t } = useTranslation('account');
  const { remote: load, retry, replace: replaceTokens } = useRemoteData(listApiTokens);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const errorMessage = (caught: unknown) =>
    accountErrorMessage(caught, t, {
      PLAN_REQUIRED: t('apiTokens.errors.planRequired'),
      TOKEN_LIMIT_REACHED: t('apiTokens.errors.limit', { max: API_TOKENS_MAX_ACTIVE }),
    });

  async function create(name: string) {
    setSuccess(null);
    const made = await createApiToken(name);
    setCreated({ name: made.token.name, secret: made.secret });
    replaceTokens((tokens) => [made.token, ...tokens]);
  }

  async function confirmRevoke() {
    if (revoking === null) return;
    setBusy(true);
    setError(null);
    setSuccess(null);
    try {
      await revokeApiToken(revoking.id);
      replaceTokens((tokens) => tokens.filter((token) => token.id !== revoking.id));
      setSuccess(t('apiTokens.revokedStatus', { name: revoking.name }));
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
      setRevoking(null);
    }
  }

  const tokens = load.state === 'ready' ? load.data : [];

  return (
    <SettingsSection title={t('apiTokens.heading')} description={t('apiTokens.description')}>
      <div className="space-y-5">
        {/* Served by the API server as a page of its own, outside the app's router. */}
        <a href="/api/docs" className="text-sm font-medium text-brand-700 underline">
          {t('apiTokens.reference')}
        </a>
        {!isPro && <ApiAccessOffer />}
        <LoadStatus
          remote={load}
          loadingText={t('apiTokens.loading')}
          failedText={t('apiTokens.loadFailed')}
          retryText={t('apiTokens.retry')}
          onRetry={retry}
        />
        {created !== null && (
          <NewTokenNotice
            name={created.name}
            secret={created.secret}
            onDone={() => setCreated(null)}
          />
        )}
        {isPro && load.state === 'ready' && created === null && (
          <CreateTokenForm
            onCreate={create}
            errorMessage={errorMessage}
            blockedReason={
              tokens.length >= API_TOKENS_MAX_ACTIVE
                ? t('apiTokens.errors.limit', { max: API_TOKENS_MAX_ACTIVE })
                : null
            }
          />
        )}
        {load.state === 'ready' && (isPro || tokens.length > 0) && (
          <div className="space-y-3">
            <h3 className="text-sm font-semibold">
              {t('apiTokens.count', { count: tokens.length, max: API_TOKENS_MAX_ACTIVE })}
            </h3>
            {!isPro && <p className="text-sm text-warning-700">{t('apiTokens.paused')}</p>}
            {tokens.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('apiTokens.empty')}</p>
            ) : (
              <ApiTokenList tokens={tokens} onRevoke={setRevoking} disabled={busy} />
            )}
          </div>
        )}
        <FormFeedback error={error} success={success} />
      </div>
      <RevokeTokenDialog
        token={revoking}
        busy={busy}
        onConfirm={() => void confirmRevoke()}
        onClose={() => setRevoking(null)}
      />
    </SettingsSection>
  );
}
