import { Navigate, Outlet } from 'react-router-dom';
import { useIsAuthenticated } from '@chapter/shared';

/** App pages: a visitor goes to the login page. */
export function RequireAuth() {
  return useIsAuthenticated() ? <Outlet /> : <Navigate to="/auth/login" replace />;
}
