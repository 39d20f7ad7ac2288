import { useSession } from '../../features/auth/session/session-provider';
import DashboardPage from '../../features/dashboard/pages/dashboard-page';

/** Hands the signed-in user to the dashboard, which does not know about sessions. */
export default function DashboardRoute() {
  const { user } = useSession();
  // RequireAuth renders this only for an authenticated session, which always has a user.
  if (user === null) return null;
  return <DashboardPage user={user} />;
}
