import { useSession } from '../../features/auth/session/session-provider';
import CallBackPage from '../../features/support/pages/call-back-page';

/** Hands the signed-in user's plan to the call-back page, which does not know about sessions. */
export default function CallBackRoute() {
  const { user } = useSession();
  // RequireAuth renders this only for an authenticated session, which always has a user.
  if (user === null) return null;
  return <CallBackPage subscription={user.subscription ?? 'free'} />;
}
