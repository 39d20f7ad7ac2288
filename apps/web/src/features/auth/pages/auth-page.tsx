import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { useDocumentTitle } from '../../../lib/use-document-title';

type ReturnState = { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null;

/** Where RequireAuth was sending the visitor before it asked them to sign in. */
function returnPath(state: unknown): string | null {
  const from = (state as ReturnState)?.from;
  if (typeof from?.pathname !== 'string') return null;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}

export default function AuthPage() {
  const { t } = useTranslation();
  const location = useLocation();
  useDocumentTitle(t('pages.auth.documentTitle'));
  const continueTo = returnPath(location.state);

  return (
    <ComingSoon
      title={t('pages.auth.title')}
      description={t('pages.auth.description')}
      icon={LogIn}
    >
      {continueTo !== null && (
        <p className="mt-6 rounded-card border border-line bg-surface px-4 py-3 text-sm text-ink-muted">
          {t('pages.auth.returnTo', { path: continueTo })}
        </p>
      )}
    </ComingSoon>
  );
}
