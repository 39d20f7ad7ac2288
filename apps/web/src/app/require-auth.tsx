import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../features/auth/session/session-provider';
import { LoadingScreen } from '../components/ui/loading-screen';

export function RequireAuth() {
  const { status, signedOut } = useSession();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'guest' && signedOut) return <Navigate to="/" replace />;
  if (status === 'guest') return <Navigate to="/auth" replace state={{ from: location }} />;
  return <Outlet />;
}
