import AnalyticsPage from '../../features/analytics/pages/analytics-page';
import { useSession } from '../../features/auth/session/session-provider';

/** Hands the signed-in user's plan to the analytics page. */
export default function AnalyticsRoute() {
  const { user } = useSession();
  // RequireAuth renders this only for an authenticated session, which always has a user.
  if (user === null) return null;
  return <AnalyticsPage user={user} />;
}
