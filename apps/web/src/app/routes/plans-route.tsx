import { LoadingScreen } from '../../components/ui/loading-screen';
import { useSession } from '../../features/auth/session/session-provider';
import PlansPage from '../../features/billing/pages/plans-page';

/**
 * `/pricing` is public: visitors see the plans and sign up to take one; a signed-in user gets
 * their current plan and checkout, and the route takes back the user a payment changed.
 */
export default function PlansRoute() {
  const { status, user, replaceUser } = useSession();
  if (status === 'loading') return <LoadingScreen />;
  return <PlansPage user={user} onUserChange={replaceUser} />;
}
