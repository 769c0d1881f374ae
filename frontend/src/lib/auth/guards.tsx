import { Navigate, Outlet } from 'react-router';
import type { Role } from '#shared/roles';
import { paths } from '#web/config/paths';
import { useAuthState } from './session';

/** Renders its child routes for a signed-in user; everyone else goes to the sign-in screen. */
export const RequireAuth = () => {
  const auth = useAuthState();
  if (auth.status !== 'signed-in') return <Navigate to={paths.login.getHref()} replace />;
  return <Outlet />;
};

/** Renders its child routes only for the given roles; other signed-in users see the 403 screen. */
export const RequireRole = ({ roles }: { roles: readonly Role[] }) => {
  const auth = useAuthState();
  if (auth.status !== 'signed-in') return <Navigate to={paths.login.getHref()} replace />;
  if (!roles.includes(auth.user.role)) return <Navigate to={paths.notAuthorized.getHref()} replace />;
  return <Outlet />;
};

/** The sign-in and registration screens make no sense when already signed in. */
export const PublicOnly = () => {
  const auth = useAuthState();
  if (auth.status === 'signed-in') return <Navigate to={paths.recipes.getHref()} replace />;
  return <Outlet />;
};
