import { ArrowRight, LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { useDocumentTitle } from '../../../lib/use-document-title';

type DashboardPageProps = {
  /** Passed in by the route, which owns the session; features do not import each other. */
  userName: string | undefined;
};

export default function DashboardPage({ userName }: DashboardPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.dashboard.documentTitle'));
  const title = userName
    ? t('pages.dashboard.welcome', { name: userName })
    : t('pages.dashboard.welcomeAnonymous');

  return (
    <ComingSoon title={title} description={t('pages.dashboard.description')} icon={LayoutDashboard}>
      <Link
        to="/app/video-maker"
        className="mt-8 inline-flex items-center gap-2 rounded-control bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {t('pages.dashboard.openStudio')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </ComingSoon>
  );
}
