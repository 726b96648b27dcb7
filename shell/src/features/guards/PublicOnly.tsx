import { Navigate, Outlet } from 'react-router-dom';
import { useIsAuthenticated } from '@chapter/shared';

/** Landing, about and the account pages: a signed-in user belongs on the dashboard. */
export function PublicOnly() {
  return useIsAuthenticated() ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
