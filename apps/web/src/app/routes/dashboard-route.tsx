import DashboardPage from '../../features/dashboard/pages/dashboard-page';
import { useSession } from '../../features/auth/session/session-provider';

/** Hands the signed-in user's name to the dashboard, which does not know about sessions. */
export default function DashboardRoute() {
  const { user } = useSession();
  return <DashboardPage userName={user?.name} />;
}
