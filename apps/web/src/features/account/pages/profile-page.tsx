import type { Limits, Usage, User } from '@reelwright/contracts';
import { CalendarDays, CreditCard, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UsageLines } from '../../../components/ui/usage-lines';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePlanLabel } from '../../../lib/use-plan-label';
import '../account-locales';
import { secondaryButtonClass } from '../components/settings-classes';
import { SettingsSection } from '../components/settings-section';

/** What the profile shows of the signed-in user; a session saved by an older version may lack some. */
export type ProfileUser = Pick<User, 'name' | 'email'> &
  Partial<
    Pick<
      User,
      'subscription' | 'subscriptionStatus' | 'subscriptionRenewsAt' | 'isDemo' | 'createdAt'
    >
  > & { usage?: Usage | undefined; limits?: Limits | undefined };

type ProfilePageProps = {
  /** Passed in by the route, which owns the session; features do not import each other. */
  user: ProfileUser;
};

const linkClass = `${secondaryButtonClass} no-underline`;

export default function ProfilePage({ user }: ProfilePageProps) {
  const { t, i18n } = useTranslation('account');
  const planLabel = usePlanLabel();
  useDocumentTitle(t('profilePage.title'));
  const plan = user.subscription ?? 'free';
  const isPaid = plan !== 'free';
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));

  return (
    <div className="bg-surface-muted">
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
        <header className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="grid size-16 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-2xl font-bold text-white"
          >
            {user.name.trim().charAt(0).toUpperCase() || '?'}
          </span>
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight break-words">{user.name}</h1>
            <p className="mt-1 break-all text-ink-muted">{user.email}</p>
          </div>
        </header>

        <SettingsSection title={t('profilePage.account')}>
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-ink-muted">{t('profilePage.name')}</dt>
              <dd className="font-medium break-words">{user.name}</dd>
            </div>
            <div>
              <dt className="text-sm text-ink-muted">{t('profilePage.email')}</dt>
              <dd className="font-medium break-all">{user.email}</dd>
            </div>
            <div>
              <dt className="text-sm text-ink-muted">{t('profilePage.plan')}</dt>
              <dd className="font-medium">
                {planLabel(plan)}
                {user.isDemo === true && ` · ${t('profilePage.demo')}`}
              </dd>
              {isPaid && user.subscriptionRenewsAt != null && (
                <dd className="text-sm text-ink-muted">
                  {t('profilePage.renews', { date: date(user.subscriptionRenewsAt) })}
                </dd>
              )}
            </div>
            {user.createdAt !== undefined && (
              <div>
                <dt className="flex items-center gap-1.5 text-sm text-ink-muted">
                  <CalendarDays aria-hidden="true" className="size-4" />
                  {t('profilePage.memberSince')}
                </dt>
                <dd className="font-medium">
                  <time dateTime={user.createdAt}>{date(user.createdAt)}</time>
                </dd>
              </div>
            )}
          </dl>
        </SettingsSection>

        <SettingsSection title={t('profilePage.usage')} description={t('profilePage.usageNote')}>
          {user.usage !== undefined && user.limits !== undefined ? (
            <UsageLines
              usage={user.usage}
              limits={user.limits}
              usingRemainingCredits={!isPaid && user.subscriptionStatus === 'canceled'}
              className="max-w-md"
            />
          ) : (
            <p className="text-ink-muted">{t('profilePage.usageUnknown')}</p>
          )}
        </SettingsSection>

        <nav aria-label={t('profilePage.linksLabel')} className="flex flex-wrap gap-3">
          <Link to="/settings" className={linkClass}>
            <Settings aria-hidden="true" className="size-4" />
            {t('profilePage.settings')}
          </Link>
          <Link to="/pricing" className={linkClass}>
            <CreditCard aria-hidden="true" className="size-4" />
            {isPaid ? t('profilePage.managePlan') : t('profilePage.upgrade')}
          </Link>
        </nav>
      </div>
    </div>
  );
}
