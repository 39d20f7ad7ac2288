import { useNavigate } from 'react-router';
import SettingsPage from '../../features/account/pages/settings-page';
import { useSession } from '../../features/auth/session/session-provider';
import { forgetThenSignOut } from '../device-media/use-sign-out';

/**
 * Hands the signed-in user to the settings page; takes back a renamed user; signs out a deleted
 * one, whose media this browser kept is deleted with it.
 */
export default function SettingsRoute() {
  const { user, replaceUser, signOut } = useSession();
  const navigate = useNavigate();
  // RequireAuth renders this only for an authenticated session, which always has a user.
  if (user === null) return null;
  return (
    <SettingsPage
      user={user}
      onUserChange={replaceUser}
      onAccountDeleted={() => {
        void forgetThenSignOut(user, signOut).then(() => navigate('/', { replace: true }));
      }}
    />
  );
}
