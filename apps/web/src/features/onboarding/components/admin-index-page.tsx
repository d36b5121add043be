import { DASHBOARD_PATH, href } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-store';
import { Navigate } from '../../../lib/router';

/** /admin and /admin/index: the dashboard when signed in, else the introduction. */
export const AdminIndexPage = () => {
  const { user } = useAuth();
  return <Navigate to={user ? DASHBOARD_PATH : href('admin-welcome')} replace />;
};
