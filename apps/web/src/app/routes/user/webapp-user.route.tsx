import { Navigate } from 'react-router';
import { href } from '../../../config/paths';

/** The installable customer entry point (PWA start URL) opens the customer area. */
export const Component = () => <Navigate to={href('user')} replace />;
