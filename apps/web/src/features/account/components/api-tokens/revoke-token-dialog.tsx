import type { ApiToken } from '@reelwright/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';

type RevokeTokenDialogProps = {
  /** The token to revoke; `null` keeps the dialog closed. */
  token: ApiToken | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a token stops working for good. */
export function RevokeTokenDialog({ token, busy, onConfirm, onClose }: RevokeTokenDialogProps) {
  const { t } = useTranslation('account');
  return (
    <ConfirmDialog
      open={token !== null}
      title={t('apiTokens.revokeTitle', { name: token?.name ?? '' })}
      confirmLabel={t('apiTokens.revokeConfirm')}
      cancelLabel={t('apiTokens.cancel')}
      busy={busy}
      busyLabel={t('apiTokens.revoking')}
      danger
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{t('apiTokens.revokeBody')}</p>
    </ConfirmDialog>
  );
}
