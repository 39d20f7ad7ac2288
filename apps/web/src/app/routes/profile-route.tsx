import ProfilePage from '../../features/account/pages/profile-page';
import { useSession } from '../../features/auth/session/session-provider';

/** Hands the signed-in user to the profile page. */
export default function ProfileRoute() {
  const { user } = useSession();
  // RequireAuth renders this only for an authenticated session, which always has a user.
  if (user === null) return null;
  return <ProfilePage user={user} />;
}
