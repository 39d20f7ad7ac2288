import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner';
import { useSession } from '../../features/auth/session/session-provider';
import LandingPage from '../../features/marketing/pages/landing-page';

/** The landing page is for visitors; a signed-in user goes straight to the dashboard. */
export default function LandingRoute() {
  const { status } = useSession();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'authenticated') return <Navigate to="/app" replace />;
  return <LandingPage />;
}
