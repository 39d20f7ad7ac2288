import { Clapperboard, CreditCard, LayoutDashboard, Settings, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type QuickAction = {
  key: 'createVideo' | 'plans' | 'settings' | 'dashboard';
  to: string;
  icon: LucideIcon;
};

const ACTIONS: readonly QuickAction[] = [
  { key: 'createVideo', to: '/app/video-maker', icon: Clapperboard },
  { key: 'plans', to: '/pricing', icon: CreditCard },
  { key: 'settings', to: '/settings', icon: Settings },
  { key: 'dashboard', to: '/app', icon: LayoutDashboard },
];

/** Cards leading into the app for the things readers most often come to do. */
export function QuickActions() {
  const { t } = useTranslation('help');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold">
        {t('quickActions.heading')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {ACTIONS.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex h-full flex-col rounded-card border border-line bg-surface p-5 shadow-sm hover:border-brand-600"
            >
              <span className="grid size-10 place-items-center rounded-control bg-brand-100 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="mt-3 font-semibold">{t(`quickActions.${key}.title`)}</span>
              <span className="mt-1 text-sm text-ink-muted">{t(`quickActions.${key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
