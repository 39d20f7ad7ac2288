import { planIncludes, type User } from '@reelwright/contracts';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../account-locales';
import { ApiTokensSection } from '../components/api-tokens/api-tokens-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { DisplayNameSection } from '../components/display-name-section';
import { GeminiKeySection } from '../components/gemini-key-section';
import { LanguageSection } from '../components/language-section';
import { PasswordSection } from '../components/password-section';

/** What the settings page needs of the signed-in user. */
export type SettingsUser = {
  name: string;
  isDemo?: boolean | undefined;
  subscription?: string | undefined;
};

type SettingsPageProps = {
  /** Passed in by the route, which owns the session; features do not import each other. */
  user: SettingsUser;
  /** Takes the updated user the server answers after a change. */
  onUserChange: (user: User) => void;
  /** The account is gone: end the session and leave. */
  onAccountDeleted: () => void;
};

export default function SettingsPage({ user, onUserChange, onAccountDeleted }: SettingsPageProps) {
  const { t } = useTranslation('account');
  useDocumentTitle(t('title'));
  const isDemo = user.isDemo === true;

  return (
    <div className="bg-surface-muted">
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
        <header>
          <h1 className="text-3xl font-bold tracking-tight text-balance">{t('title')}</h1>
          <p className="mt-2 text-ink-muted">{t('subtitle')}</p>
        </header>
        <DisplayNameSection name={user.name} onSaved={onUserChange} />
        <LanguageSection />
        <PasswordSection isDemo={isDemo} />
        <GeminiKeySection />
        <ApiTokensSection isPro={planIncludes(user.subscription ?? 'free', 'api-access')} />
        <DeleteAccountSection isDemo={isDemo} onDeleted={onAccountDeleted} />
      </div>
    </div>
  );
}
