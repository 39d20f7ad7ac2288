import { useSession } from '../../features/auth/session/session-provider';
import PlansPage from '../../features/billing/pages/plans-page';

/** Hands the signed-in user to the plans page, and takes back the user a payment changed. */
export default function PlansRoute() {
  const { user, replaceUser } = useSession();
  // RequireAuth renders this only for an authenticated session, which always has a user.
  if (user === null) return null;
  return <PlansPage user={user} onUserChange={replaceUser} />;
}
