import { Navigate, useLocation } from 'react-router';

/** `/login` is an old name for `/auth`; any return target in the state travels along. */
export function LoginRedirect() {
  const location = useLocation();
  return <Navigate to="/auth" replace state={location.state} />;
}
