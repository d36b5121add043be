import { ROUTES } from '../../../config/paths';
import { Navigate } from '../../../lib/router';

/**
 * The installable admin entry point (PWA start URL) opens the order board (issue 12: the screen a shop runs all day
 * on a tablet by the counter); sign-in first when needed.
 */
export const Component = () => <Navigate to={ROUTES['admin-orders'].path} replace />;
