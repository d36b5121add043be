import { Navigate } from 'react-router';
import { DASHBOARD_PATH } from '../../../config/paths';

/** The installable admin entry point (PWA start URL) opens the dashboard (sign-in first when needed). */
export const Component = () => <Navigate to={DASHBOARD_PATH} replace />;
